import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { billingTerms, companies, invoiceLines, invoices } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";

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

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised (a spreadsheet would run it). */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]) => fields.map(csvField).join(",");

const dollars = (cents: number) => (cents / 100).toFixed(2);
const usDate = (day: string) => {
  const [y, m, d] = day.split("-");
  return `${m}/${d}/${y}`;
};

/** GET admin/export-invoices?from&to: the invoices sent (issued) in [from, to], as QuickBooks Online's import CSV (UTF-8, header row). */
export async function exportInvoicesCsv(db: DbOrTx, actor: Actor, range: { from: string; to: string }): Promise<string> {
  assertStaff(actor);
  const end = new Date(`${range.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
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
  const lines = rows.map((r) =>
    csvLine([
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
    ]),
  );
  return `${[csvLine(QBO_INVOICE_COLUMNS), ...lines].join("\r\n")}\r\n`;
}
