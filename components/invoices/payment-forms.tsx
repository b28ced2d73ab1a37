"use client";

import { BanIcon } from "lucide-react";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { issueCreditNoteAction, recordPaymentAction, voidInvoiceAction } from "@/lib/invoices/actions";
import type { invoiceIdSchema, issueCreditNoteSchema, recordPaymentSchema } from "@/lib/invoices/invoice-schemas";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@/lib/invoices/invoice-vocabulary";

type PaymentFields = { amount: string; amount_cents?: string; paid_on: string; method: string; reference: string };
const paymentResolver = lazyZodResolver<PaymentFields, z.output<typeof recordPaymentSchema>>(() =>
  import("@/lib/invoices/invoice-schemas").then((m) => m.recordPaymentSchema),
);
const idResolver = lazyZodResolver<Record<string, never>, z.output<typeof invoiceIdSchema>>(() =>
  import("@/lib/invoices/invoice-schemas").then((m) => m.invoiceIdSchema),
);

/** The invoice's payment form: amount (dollars), date, method and reference; at most the balance. */
export function RecordPaymentForm({ invoiceId, balance, today }: { invoiceId: number; balance: string; today: string }) {
  const initial = { amount: balance, paid_on: today, method: "ach", reference: "" };
  const { form, formProps, hiddenInputs, registerField, isPending } = useActionForm<PaymentFields, z.output<typeof recordPaymentSchema>>({
    action: recordPaymentAction,
    resolver: paymentResolver,
    defaultValues: initial,
    hidden: { invoice_id: invoiceId },
  });
  const errors = form.formState.errors;
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3" aria-label="Record a payment">
      {hiddenInputs}
      <Field id="payment-amount" label="Amount ($)" error={errors.amount?.message ?? errors.amount_cents?.message}>
        {(aria) => <Input className="w-32" inputMode="decimal" {...aria} {...registerField("amount")} />}
      </Field>
      <Field id="payment-date" label="Date" error={errors.paid_on?.message}>
        {(aria) => <Input type="date" className="w-40" {...aria} {...registerField("paid_on")} />}
      </Field>
      <Field id="payment-method" label="Method" error={errors.method?.message}>
        {(aria) => (
          <NativeSelect defaultValue={initial.method} {...aria} {...form.register("method")}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="payment-reference" label="Reference" error={errors.reference?.message} className="min-w-48 flex-1">
        {(aria) => <Input placeholder="Check 1042" maxLength={200} {...aria} {...registerField("reference")} />}
      </Field>
      <Button type="submit" disabled={isPending}>
        {isPending ? "Recording..." : "Record payment"}
      </Button>
    </form>
  );
}

/** The invoice's Void: only a sent invoice without payments (the service refuses others). */
export function VoidInvoiceButton({ invoiceId }: { invoiceId: number }) {
  const { formProps, hiddenInputs, isPending } = useActionForm<Record<string, never>, z.output<typeof invoiceIdSchema>>({
    action: voidInvoiceAction,
    resolver: idResolver,
    defaultValues: {},
    hidden: { invoice_id: invoiceId },
  });
  return (
    <form {...formProps}>
      {hiddenInputs}
      <Button type="submit" variant="outline" disabled={isPending}>
        <BanIcon aria-hidden="true" />
        Void
      </Button>
    </form>
  );
}

type CreditFields = { amount: string; amount_cents?: string; reason: string };
const creditResolver = lazyZodResolver<CreditFields, z.output<typeof issueCreditNoteSchema>>(() =>
  import("@/lib/invoices/invoice-schemas").then((m) => m.issueCreditNoteSchema),
);

/** The invoice's credit note form: an amount (dollars, at most the balance) and the reason. */
export function IssueCreditNoteForm({ invoiceId }: { invoiceId: number }) {
  const { form, formProps, hiddenInputs, registerField, isPending } = useActionForm<CreditFields, z.output<typeof issueCreditNoteSchema>>({
    action: issueCreditNoteAction,
    resolver: creditResolver,
    defaultValues: { amount: "", reason: "" },
    hidden: { invoice_id: invoiceId },
    onSuccess: () => form.reset({ amount: "", reason: "" }),
  });
  const errors = form.formState.errors;
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3" aria-label="Issue a credit note">
      {hiddenInputs}
      <Field id="credit-amount" label="Credit ($)" error={errors.amount?.message ?? errors.amount_cents?.message}>
        {(aria) => <Input className="w-32" inputMode="decimal" {...aria} {...registerField("amount")} />}
      </Field>
      <Field id="credit-reason" label="Reason" error={errors.reason?.message} className="min-w-64 flex-1">
        {(aria) => <Input placeholder="Damage allowance agreed" maxLength={500} {...aria} {...registerField("reason")} />}
      </Field>
      <Button type="submit" variant="outline" disabled={isPending}>
        {isPending ? "Issuing..." : "Issue credit note"}
      </Button>
    </form>
  );
}
