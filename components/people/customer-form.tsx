"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { api, toastError } from "@/lib/api/client";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { COMPANY_ID_MISSING, joinName } from "@/lib/people/names";
import type { PersonForm } from "@/lib/people/schemas";
import { FormCard } from "./form-card";
import { PERSON_FIELDS, PersonFields, type PersonValues } from "./person-fields";
import { showFieldErrors } from "./server-errors";

const resolver = lazyZodResolver<PersonValues, PersonForm>(() => import("@/lib/people/schemas").then((m) => m.personFormSchema));

const FAILED = "Operation failed.";

type CustomerFormProps = {
  /** The company the user belongs to (?companyId=); null when the page was opened without one. */
  companyId: number | null;
  /** The user being edited (?customerId=&mode=edit); absent when adding. */
  customer?: PersonValues & { id: number };
};

/** SPEC.md §2 "Add/Edit User (customer)". A new user is mailed an invitation to choose a password. */
export function CustomerForm({ companyId, customer }: CustomerFormProps) {
  const router = useRouter();
  const isEdit = customer !== undefined;
  const form = useForm<PersonValues, unknown, PersonForm>({
    resolver,
    defaultValues: {
      first_name: customer?.first_name ?? "",
      last_name: customer?.last_name ?? "",
      email: customer?.email ?? "",
      phone_number: customer?.phone_number ?? "",
    },
  });
  const companyHref = companyId ? `/company/company-details/${companyId}` : "/company";

  async function onValid(values: PersonForm) {
    if (!isEdit && companyId === null) {
      form.setError("root", { message: COMPANY_ID_MISSING });
      toast.error(COMPANY_ID_MISSING);
      return;
    }
    const body = { ...values, username: joinName(values.first_name, values.last_name) };
    try {
      const { message } = isEdit
        ? await api("admin/update-customer-details", { method: "PUT", body: { ...body, customerId: customer.id } })
        : await api("admin/create-customer", { method: "POST", body: { ...body, companyId } });
      toast.success(message || (isEdit ? "Updated Customer successfully!" : "Created a Customer successfully!"));
      router.push(isEdit ? `/company/customer-details/${customer.id}${companyId ? `?companyId=${companyId}` : ""}` : companyHref);
      router.refresh();
    } catch (error) {
      showFieldErrors(error, form.setError, PERSON_FIELDS);
      toastError(error, FAILED);
    }
  }

  return (
    <FormCard
      title={isEdit ? "User details" : "New user"}
      description={isEdit ? "Update the user's name and phone." : "The user receives an e-mail to choose a password."}
      onSubmit={form.handleSubmit(onValid)}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={companyHref}
    >
      {form.formState.errors.root ? (
        <p role="alert" className="mb-5 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive">
          {form.formState.errors.root.message}
        </p>
      ) : null}
      <PersonFields form={form} isEdit={isEdit} />
    </FormCard>
  );
}
