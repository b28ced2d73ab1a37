"use client";

import { PlusIcon, SendIcon, Trash2Icon } from "lucide-react";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { addInvoiceLineAction, removeInvoiceLineAction, sendInvoiceAction } from "@/lib/invoices/actions";
import type { addInvoiceLineSchema, invoiceIdSchema, removeInvoiceLineSchema } from "@/lib/invoices/invoice-schemas";

type LineFields = { description: string; amount: string; amount_cents?: string };
const lineResolver = lazyZodResolver<LineFields, z.output<typeof addInvoiceLineSchema>>(() =>
  import("@/lib/invoices/invoice-schemas").then((m) => m.addInvoiceLineSchema),
);
const removeResolver = lazyZodResolver<Record<string, never>, z.output<typeof removeInvoiceLineSchema>>(() =>
  import("@/lib/invoices/invoice-schemas").then((m) => m.removeInvoiceLineSchema),
);
const idResolver = lazyZodResolver<Record<string, never>, z.output<typeof invoiceIdSchema>>(() =>
  import("@/lib/invoices/invoice-schemas").then((m) => m.invoiceIdSchema),
);

/** A draft's own line (storage, a fee): a description and an amount in dollars. */
export function AddInvoiceLineForm({ invoiceId }: { invoiceId: number }) {
  const { form, formProps, hiddenInputs, registerField, isPending } = useActionForm<LineFields, z.output<typeof addInvoiceLineSchema>>({
    action: addInvoiceLineAction,
    resolver: lineResolver,
    defaultValues: { description: "", amount: "" },
    hidden: { invoice_id: invoiceId },
    onSuccess: () => form.reset({ description: "", amount: "" }),
  });
  const errors = form.formState.errors;
  return (
    <form {...formProps} className="flex flex-wrap items-end gap-3" aria-label="Add a line">
      {hiddenInputs}
      <Field id="line-description" label="Description" error={errors.description?.message} className="min-w-64 flex-1">
        {(aria) => <Input placeholder="Storage, 3 days" maxLength={300} {...aria} {...registerField("description")} />}
      </Field>
      <Field id="line-amount" label="Amount ($)" error={errors.amount?.message ?? errors.amount_cents?.message}>
        {(aria) => <Input className="w-32" inputMode="decimal" placeholder="75.00" {...aria} {...registerField("amount")} />}
      </Field>
      <Button type="submit" variant="outline" disabled={isPending}>
        <PlusIcon aria-hidden="true" />
        {isPending ? "Adding..." : "Add line"}
      </Button>
    </form>
  );
}

/** A draft line's remove button: a job's line puts the job back to unbilled. */
export function RemoveInvoiceLineButton({ invoiceId, lineId, label }: { invoiceId: number; lineId: number; label: string }) {
  const { formProps, hiddenInputs, isPending } = useActionForm<Record<string, never>, z.output<typeof removeInvoiceLineSchema>>({
    action: removeInvoiceLineAction,
    resolver: removeResolver,
    defaultValues: {},
    hidden: { invoice_id: invoiceId, line_id: lineId },
  });
  return (
    <form {...formProps}>
      {hiddenInputs}
      <Button type="submit" variant="ghost" size="sm" disabled={isPending} aria-label={`Remove ${label}`} title={`Remove ${label}`}>
        <Trash2Icon aria-hidden="true" />
        Remove
      </Button>
    </form>
  );
}

/** The draft's Send: numbers it, and queues its PDF and mails. */
export function SendInvoiceButton({ invoiceId, disabled }: { invoiceId: number; disabled?: boolean }) {
  const { formProps, hiddenInputs, isPending } = useActionForm<Record<string, never>, z.output<typeof invoiceIdSchema>>({
    action: sendInvoiceAction,
    resolver: idResolver,
    defaultValues: {},
    hidden: { invoice_id: invoiceId },
  });
  return (
    <form {...formProps}>
      {hiddenInputs}
      <Button type="submit" disabled={isPending || disabled}>
        <SendIcon aria-hidden="true" />
        {isPending ? "Sending..." : "Send"}
      </Button>
    </form>
  );
}
