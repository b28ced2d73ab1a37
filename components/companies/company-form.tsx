"use client";

import { useRouter } from "next/navigation";
import { FormCard } from "@/components/people/form-card";
import { useActionForm } from "@/components/ui/action-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PhoneField } from "@/components/ui/phone-field";
import { createCompanyAction, updateCompanyAction, type SavedCompany } from "@/lib/companies/actions";
import type { CompanyForm as CompanyPayload } from "@/lib/companies/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";

export type CompanyValues = {
  company_name: string;
  address: string;
  contact_person_name: string;
  contact_person_phone: string;
  email: string;
};

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
  const { form, registerField, hiddenInputs, formProps, isPending } = useActionForm<CompanyValues, CompanyPayload, SavedCompany>({
    action: isEdit ? updateCompanyAction : createCompanyAction,
    resolver: isEdit ? editResolver : addResolver,
    defaultValues: {
      company_name: company?.company_name ?? "",
      address: company?.address ?? "",
      contact_person_name: company?.contact_person_name ?? "",
      contact_person_phone: company?.contact_person_phone ?? "",
      email: company?.email ?? "",
    },
    hidden: isEdit ? { companyId: company.id } : undefined,
    onSuccess: (saved) => saved && router.push(`/company/company-details/${saved.id}`),
  });
  const { control, formState } = form;
  const error = (name: keyof CompanyValues) => formState.errors[name]?.message;

  return (
    <FormCard
      title={isEdit ? "Company details" : "New company"}
      description={
        isEdit ? "Update the company's billing address and point of contact." : "Add a customer company; you can add its users next."
      }
      formProps={formProps}
      isSubmitting={isPending}
      submitLabel={isEdit ? "Update" : "Add"}
      cancelHref={isEdit ? `/company/company-details/${company.id}` : "/company"}
    >
      {hiddenInputs}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="company_name" label="Company Name" error={error("company_name")} isRequired>
          {(aria) => <Input autoComplete="organization" {...aria} {...registerField("company_name")} />}
        </Field>
        <Field id="address" label="Billing Address" error={error("address")} isRequired>
          {(aria) => <Input autoComplete="street-address" {...aria} {...registerField("address")} />}
        </Field>
        <Field id="contact_person_name" label={isEdit ? "POC Name" : "Default POC Name"} error={error("contact_person_name")} isRequired>
          {(aria) => <Input autoComplete="name" {...aria} {...registerField("contact_person_name")} />}
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
          {(aria) => <Input type="email" autoComplete="email" {...aria} {...registerField("email")} />}
        </Field>
      </div>
    </FormCard>
  );
}
