"use client";

import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/ui/action-form";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { createCustomerAction, updateCustomerAction, type SavedPerson } from "@/lib/people/actions";
import type { PersonForm } from "@/lib/people/schemas";
import { FormCard } from "./form-card";
import { PersonFields, type PersonValues } from "./person-fields";

const resolver = lazyZodResolver<PersonValues, PersonForm>(() => import("@/lib/people/schemas").then((m) => m.personFormSchema));

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
  const companyHref = companyId ? `/company/company-details/${companyId}` : "/company";
  const { form, registerField, hiddenInputs, formProps, state, isPending } = useActionForm<PersonValues, PersonForm, SavedPerson>({
    action: isEdit ? updateCustomerAction : createCustomerAction,
    resolver,
    defaultValues: {
      first_name: customer?.first_name ?? "",
      last_name: customer?.last_name ?? "",
      email: customer?.email ?? "",
      phone_number: customer?.phone_number ?? "",
    },
    // Without a company the server answers "Company ID not found." (COMPANY_ID_MISSING), shown above the fields.
    hidden: isEdit ? { customerId: customer.id } : companyId !== null ? { companyId } : undefined,
    onSuccess: () =>
      router.push(isEdit ? `/company/customer-details/${customer.id}${companyId ? `?companyId=${companyId}` : ""}` : companyHref),
  });
  const companyError = state.fieldErrors?.companyId;

  return (
    <FormCard
      title={isEdit ? "User details" : "New user"}
      description={isEdit ? "Update the user's name and phone." : "The user receives an e-mail to choose a password."}
      formProps={formProps}
      isSubmitting={isPending}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={companyHref}
    >
      {hiddenInputs}
      {companyError ? (
        <p role="alert" className="mb-5 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive">
          {companyError}
        </p>
      ) : null}
      <PersonFields form={form} registerField={registerField} isEdit={isEdit} />
    </FormCard>
  );
}
