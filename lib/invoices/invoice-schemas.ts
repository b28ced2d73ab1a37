import { z } from "zod";
import { pageQuerySchema } from "@/lib/api/pagination";
import { idField, optionalText, requiredText } from "@/lib/forms/fields";
import { isCalendarDay } from "@/lib/pricing/dates";
import { dollarsAsCents } from "@/lib/pricing/schemas";
import { INVOICE_TABS, PAYMENT_METHODS } from "./invoice-vocabulary";

/** The invoices' calls and forms: one schema each, shared by the API route and the page's server action. Pure. */

export {
  INVOICE_STATE_LABELS,
  INVOICE_TABS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  parseInvoiceTab,
  type InvoiceState,
  type InvoiceTab,
  type PaymentMethod,
} from "./invoice-vocabulary";
/** GET admin/get-invoices?page&limit&search&tab and customer/get-invoices (the customer's own company's). */
export const invoiceListQuerySchema = pageQuerySchema.extend({
  tab: z.preprocess((v) => (v === "" || v === undefined ? "all" : v), z.enum(INVOICE_TABS, { error: "Unknown invoice tab." })),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const INVOICE_ID_REQUIRED = "Invoice ID is required.";
export const invoiceIdSchema = z.object({ invoice_id: idField(INVOICE_ID_REQUIRED) });
export type InvoiceIdInput = z.infer<typeof invoiceIdSchema>;

/** Amounts in cents from the API (`amount_cents`), in dollars from the forms (`amount`). */
function amountAsCents(value: unknown): unknown {
  if (!value || typeof value !== "object" || "amount_cents" in value) return value;
  const fields = value as Record<string, unknown>;
  return { ...fields, amount_cents: dollarsAsCents(fields.amount) };
}

const amountCents = (required: string) =>
  z.coerce
    .number({ error: required })
    .int("The amount is whole cents.")
    .min(1, "The amount must be more than $0.00.")
    .max(100_000_000, "The amount is too large.");

export const LINE_DESCRIPTION_REQUIRED = "Please describe the line.";

/** POST admin/add-invoice-line: a line staff add to a draft (storage, ...). */
export const addInvoiceLineSchema = z.preprocess(
  amountAsCents,
  z.object({
    invoice_id: idField(INVOICE_ID_REQUIRED),
    description: requiredText(LINE_DESCRIPTION_REQUIRED, 300),
    amount_cents: amountCents("Please enter the amount."),
  }),
);
export type AddInvoiceLineInput = z.infer<typeof addInvoiceLineSchema>;

/** POST admin/remove-invoice-line: a draft's line; a job's line puts the job back to unbilled. */
export const removeInvoiceLineSchema = z.object({
  invoice_id: idField(INVOICE_ID_REQUIRED),
  line_id: idField("Line ID is required."),
});
export type RemoveInvoiceLineInput = z.infer<typeof removeInvoiceLineSchema>;

export const PAYMENT_DATE_RULE = "Please enter the payment's date (YYYY-MM-DD).";

/** POST admin/record-payment: amount, date, method and reference of a payment on a sent invoice. */
export const recordPaymentSchema = z.preprocess(
  amountAsCents,
  z.object({
    invoice_id: idField(INVOICE_ID_REQUIRED),
    amount_cents: amountCents("Please enter the amount paid."),
    paid_on: z.string({ error: PAYMENT_DATE_RULE }).trim().refine(isCalendarDay, PAYMENT_DATE_RULE),
    method: z.enum(PAYMENT_METHODS, { error: "The method must be ACH, check, card, wire or other." }),
    reference: optionalText(200).default(""),
  }),
);
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

export const CREDIT_REASON_REQUIRED = "Please give the reason for the credit note.";

/** POST admin/issue-credit-note: a credit against a sent invoice, at most its balance. */
export const issueCreditNoteSchema = z.preprocess(
  amountAsCents,
  z.object({
    invoice_id: idField(INVOICE_ID_REQUIRED),
    amount_cents: amountCents("Please enter the amount to credit."),
    reason: requiredText(CREDIT_REASON_REQUIRED, 500),
  }),
);
export type IssueCreditNoteInput = z.infer<typeof issueCreditNoteSchema>;

/** GET admin/get-aging?as_of: the day the balances are aged on (default today, UTC). */
export const agingQuerySchema = z.object({
  as_of: z.preprocess(
    (v) => (v === undefined || v === "" ? new Date().toISOString().slice(0, 10) : v),
    z.string().refine(isCalendarDay, "as_of must be a date (YYYY-MM-DD)."),
  ),
});

/** A page's `as_of` (the aging and statement pages): the day asked for, or today when it is missing or not a day. */
export function asOfParam(value: string | undefined): string {
  const parsed = agingQuerySchema.safeParse({ as_of: value });
  return parsed.success ? parsed.data.as_of : new Date().toISOString().slice(0, 10);
}

/** GET admin/get-company-statement?company_id&as_of (staff); customers' own has as_of only. */
export const statementQuerySchema = agingQuerySchema.extend({ company_id: idField("Company ID is required.") });

const DAY_RULE = "Dates are YYYY-MM-DD.";
/** What GET admin/export-invoices exports: the invoices' lines (the default), the credit notes or the payments. */
export const EXPORT_KINDS = ["invoices", "credit_notes", "payments"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** GET admin/export-invoices?from&to&kind: a date range (UTC days, both included) and what to export. */
export const exportRangeSchema = z
  .object({
    from: z.string({ error: DAY_RULE }).refine(isCalendarDay, DAY_RULE),
    to: z.string({ error: DAY_RULE }).refine(isCalendarDay, DAY_RULE),
    kind: z.preprocess(
      (v) => (v === undefined || v === "" ? "invoices" : v),
      z.enum(EXPORT_KINDS, { error: "kind must be invoices, credit_notes or payments." }),
    ),
  })
  .refine((r) => r.from <= r.to, { message: "The range ends before it starts.", path: ["to"] });
