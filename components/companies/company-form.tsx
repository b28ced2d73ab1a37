"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { FormCard } from "@/components/people/form-card";
import { showFieldErrors } from "@/components/people/server-errors";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PhoneField } from "@/components/ui/phone-field";
import { api, toastError } from "@/lib/api/client";
import type { CompanyForm as CompanyPayload } from "@/lib/companies/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";

export type CompanyValues = {
  company_name: string;
  address: string;
  contact_person_name: string;
  contact_person_phone: string;
  email: string;
};

const FIELDS = ["company_name", "address", "contact_person_name", "contact_person_phone", "email"] as const;

const addResolver = lazyZodResolver<CompanyValues, CompanyPayload>(() =>
  import("@/lib/companies/schemas").then((m) => m.companyFormSchema),
);
const editResolver = lazyZodResolver<CompanyValues, CompanyPayload>(() =>
  import("@/lib/companies/schemas").then((m) => m.editCompanyFormSchema),
);

type CompanyFormProps = {
  /** The company being edited (?companyId=); absent when adding. */
  company?: CompanyValues & { id: number };
};

/**
 * SPEC.md §2 "Add company and Edit Company": adding needs all five fields; editing leaves the
 * e-mail optional (SPEC.md §5). Both go to the company's details afterwards.
 */
export function CompanyForm({ company }: CompanyFormProps) {
  const router = useRouter();
  const isEdit = company !== undefined;
  const form = useForm<CompanyValues, unknown, CompanyPayload>({
    resolver: isEdit ? editResolver : addResolver,
    defaultValues: {
      company_name: company?.company_name ?? "",
      address: company?.address ?? "",
      contact_person_name: company?.contact_person_name ?? "",
      contact_person_phone: company?.contact_person_phone ?? "",
      email: company?.email ?? "",
    },
  });
  const { register, control, formState } = form;
  const error = (name: keyof CompanyValues) => formState.errors[name]?.message;

  async function onValid(values: CompanyPayload) {
    try {
      const { data, message } = isEdit
        ? await api<{ id: number }>("admin/update-company-details", { method: "PUT", body: { ...values, companyId: company.id } })
        : await api<{ id: number }>("admin/create-company", { method: "POST", body: values });
      toast.success(message || (isEdit ? "Updated Company successfully!" : "Added Company successfully!"));
      router.push(`/company/company-details/${data.id}`);
      router.refresh();
    } catch (err) {
      showFieldErrors(err, form.setError, FIELDS);
      toastError(err, isEdit ? "Failed to update company." : "Failed to add company.");
    }
  }

  return (
    <FormCard
      title={isEdit ? "Company details" : "New company"}
      description={
        isEdit ? "Update the company's billing address and point of contact." : "Add a customer company; you can add its users next."
      }
      onSubmit={form.handleSubmit(onValid)}
      isSubmitting={formState.isSubmitting}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={isEdit ? `/company/company-details/${company.id}` : "/company"}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="company_name" label="Company Name" error={error("company_name")} isRequired>
          {(aria) => <Input autoComplete="organization" {...aria} {...register("company_name")} />}
        </Field>
        <Field id="address" label="Billing Address" error={error("address")} isRequired>
          {(aria) => <Input autoComplete="street-address" {...aria} {...register("address")} />}
        </Field>
        <Field id="contact_person_name" label={isEdit ? "POC Name" : "Default POC Name"} error={error("contact_person_name")} isRequired>
          {(aria) => <Input autoComplete="name" {...aria} {...register("contact_person_name")} />}
        </Field>
        <PhoneField
          control={control}
          name="contact_person_phone"
          label={isEdit ? "POC Phone" : "Default POC Phone"}
          error={error("contact_person_phone")}
          isRequired
        />
        <Field
          id="email"
          label={isEdit ? "E-mail" : "Default E-mail"}
          error={error("email")}
          isRequired={!isEdit}
          className="sm:col-span-2"
        >
          {(aria) => <Input type="email" autoComplete="email" {...aria} {...register("email")} />}
        </Field>
      </div>
    </FormCard>
  );
}
