import { and, asc, eq, gte, inArray, lt, lte } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { billingTerms, companies, creditNotes, invoiceLines, invoicePayments, invoices } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { csvText } from "@/lib/format/csv";
import type { ExportKind } from "./invoice-schemas";
import { PAYMENT_METHOD_LABELS } from "./invoice-vocabulary";

/**
 * QuickBooks Online's invoice import columns (Settings → Import data → Invoices), named as its
 * importer maps them without manual mapping: one row per invoice line, the invoice's fields
 * repeated on each. Amounts in dollars with two decimals, dates MM/DD/YYYY.
 */
export const QBO_INVOICE_COLUMNS = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Terms",
  "Memo",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
  "ItemTaxCode",
] as const;

/** Credit notes in the invoice import's manner (QuickBooks Online names them credit memos): one row each. */
export const QBO_CREDIT_MEMO_COLUMNS = [
  "CreditMemoNo",
  "Customer",
  "CreditMemoDate",
  "Memo",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
] as const;

/** Payments received, one row each, with the invoice each one paid. */
export const QBO_PAYMENT_COLUMNS = ["PaymentDate", "Customer", "PaymentMethod", "RefNo", "InvoiceNo", "Amount"] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const usDate = (day: string) => {
  const [y, m, d] = day.split("-");
  return `${m}/${d}/${y}`;
};

type Range = { from: string; to: string };

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** The instant after the range's last day. */
function endOf(range: Range): Date {
  const end = startOf(range.to);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/**
 * GET admin/export-invoices?from&to&kind (staff): the invoices sent (issued), the credit notes issued or
 * the payments received in [from, to], as CSV for QuickBooks Online's import (UTF-8, header row).
 */
export async function exportCsv(db: DbOrTx, actor: Actor, range: Range & { kind: ExportKind }): Promise<string> {
  assertStaff(actor);
  if (range.kind === "credit_notes") return creditNotesCsv(db, range);
  if (range.kind === "payments") return paymentsCsv(db, range);
  return invoicesCsv(db, range);
}

async function invoicesCsv(db: DbOrTx, range: Range): Promise<string> {
  const end = endOf(range);
  const rows = await db
    .select({
      number: invoices.number,
      customer: companies.name,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      netDays: billingTerms.netDays,
      taxRateBp: invoices.taxRateBp,
      jobId: invoiceLines.jobId,
      description: invoiceLines.description,
      cents: invoiceLines.cents,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .leftJoin(billingTerms, eq(billingTerms.companyId, invoices.companyId))
    .where(
      and(
        inArray(invoices.state, ["sent", "partly_paid", "paid"]),
        gte(invoices.issuedAt, new Date(`${range.from}T00:00:00Z`)),
        lt(invoices.issuedAt, end),
      ),
    )
    .orderBy(asc(invoices.number), asc(invoiceLines.id));
  const lines = rows.map((r) => [
    r.number ?? "",
    r.customer,
    usDate(r.issuedAt!.toISOString().slice(0, 10)),
    usDate(r.dueDate ?? ""),
    `Net ${r.netDays ?? 30}`,
    "",
    r.jobId === null ? "Other charges" : "Vehicle transport",
    r.description,
    "1",
    dollars(r.cents),
    dollars(r.cents),
    r.taxRateBp ? "TAX" : "NON",
  ]);
  return csvText(QBO_INVOICE_COLUMNS, lines);
}

async function creditNotesCsv(db: DbOrTx, range: Range): Promise<string> {
  const rows = await db
    .select({
      number: creditNotes.number,
      customer: companies.name,
      issuedAt: creditNotes.issuedAt,
      invoice: invoices.number,
      reason: creditNotes.reason,
      cents: creditNotes.amountCents,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(gte(creditNotes.issuedAt, startOf(range.from)), lt(creditNotes.issuedAt, endOf(range))))
    .orderBy(asc(creditNotes.number));
  return csvText(
    QBO_CREDIT_MEMO_COLUMNS,
    rows.map((r) => [
      r.number,
      r.customer,
      usDate(r.issuedAt.toISOString().slice(0, 10)),
      `Credit on ${r.invoice ?? ""}`,
      "Credit",
      r.reason,
      "1",
      dollars(r.cents),
      dollars(r.cents),
    ]),
  );
}

async function paymentsCsv(db: DbOrTx, range: Range): Promise<string> {
  const rows = await db
    .select({
      paidOn: invoicePayments.paidOn,
      customer: companies.name,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      invoice: invoices.number,
      cents: invoicePayments.amountCents,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(gte(invoicePayments.paidOn, range.from), lte(invoicePayments.paidOn, range.to)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  return csvText(
    QBO_PAYMENT_COLUMNS,
    rows.map((r) => [usDate(r.paidOn), r.customer, PAYMENT_METHOD_LABELS[r.method], r.reference, r.invoice ?? "", dollars(r.cents)]),
  );
}
