"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { saveBillingTermsAction } from "@/lib/invoices/actions";
import type { BillingTermsInput } from "@/lib/invoices/billing-terms-schema";

type Fields = { company_id: string; cycle: string; net_days: string; tax_rate: string; tax_rate_bp?: string; billing_email: string };

const resolver = lazyZodResolver<Fields, BillingTermsInput>(() =>
  import("@/lib/invoices/billing-terms-schema").then((m) => m.billingTermsSchema),
);

type BillingTermsFormProps = {
  terms: { company_id: number; cycle: string; net_days: number; tax_rate_bp: number | null; billing_email: string };
  companyEmail: string;
};

const percent = (bp: number | null) => (bp === null ? "" : (bp / 100).toString());

/** Company details → Billing: per job or monthly, net days, tax rate and where invoices go. */
export function BillingTermsForm({ terms, companyEmail }: BillingTermsFormProps) {
  const initial: Fields = {
    company_id: String(terms.company_id),
    cycle: terms.cycle,
    net_days: String(terms.net_days),
    tax_rate: percent(terms.tax_rate_bp),
    billing_email: terms.billing_email,
  };
  const { form, formProps, isPending } = useActionForm<Fields, BillingTermsInput>({
    action: saveBillingTermsAction,
    resolver,
    defaultValues: initial,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3">
      <input type="hidden" defaultValue={initial.company_id} {...register("company_id")} />
      <Field id="billing-cycle" label="Invoices" error={errors.cycle?.message}>
        {(aria) => (
          <NativeSelect defaultValue={initial.cycle} {...aria} {...register("cycle")}>
            <option value="per_job">Per job</option>
            <option value="monthly">Monthly</option>
          </NativeSelect>
        )}
      </Field>
      <Field id="billing-net-days" label="Net days" error={errors.net_days?.message}>
        {(aria) => (
          <NativeSelect defaultValue={initial.net_days} {...aria} {...register("net_days")}>
            {["0", "15", "30", "45", "60"].map((days) => (
              <option key={days} value={days}>
                Net {days}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="billing-tax-rate" label="Tax rate (%)" error={errors.tax_rate?.message ?? errors.tax_rate_bp?.message}>
        {(aria) => (
          <Input
            className="w-28"
            inputMode="decimal"
            placeholder="None"
            defaultValue={initial.tax_rate}
            {...aria}
            {...register("tax_rate")}
          />
        )}
      </Field>
      <Field id="billing-email" label="Billing e-mail" error={errors.billing_email?.message}>
        {(aria) => (
          <Input
            className="min-w-64"
            type="email"
            placeholder={companyEmail}
            defaultValue={initial.billing_email}
            {...aria}
            {...register("billing_email")}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={isPending}>
        {isPending ? "Please wait..." : "Save"}
      </Button>
    </form>
  );
}
