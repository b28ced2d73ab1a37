import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { invoiceCounters, invoiceLines, invoices } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { getBillingTerms } from "./billing-terms";
import { invoiceTotals } from "./invoice-totals";

export const INVOICE_NOT_FOUND = "Invoice not found.";
export const NOT_A_DRAFT = "Only a draft invoice can be sent: a sent invoice never changes.";
export const NO_LINES = "An invoice without lines cannot be sent.";

/** `INV-2026-00042`. */
export const invoiceNumber = (year: number, sequence: number) => `INV-${year}-${String(sequence).padStart(5, "0")}`;

/** "YYYY-MM-DD" (UTC) `days` after `at`. */
function dayAfter(at: Date, days: number): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days)).toISOString().slice(0, 10);
}

export type FinalizedInvoice = { id: number; number: string; dueDate: string; totalCents: number };

/**
 * The database half of Send: the draft gets the year's next number, its issue and due dates and
 * its totals, frozen. The year's counter row is incremented in the same transaction, so its row
 * lock holds a parallel send until this one commits (or rolls back, taking its number with it):
 * numbers are gap-free and in the order sent.
 */
export async function finalizeInvoice(db: DbOrTx, invoiceId: number, now = new Date()): Promise<FinalizedInvoice> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ state: invoices.state, companyId: invoices.companyId })
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for("update");
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.state !== "draft") throw conflict(NOT_A_DRAFT);
    const lines = await tx.select({ cents: invoiceLines.cents }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    if (lines.length === 0) throw conflict(NO_LINES);
    const terms = await getBillingTerms(tx, invoice.companyId);
    const totals = invoiceTotals(
      lines.map((line) => line.cents),
      terms.tax_rate_bp,
    );
    const year = now.getUTCFullYear();
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
      .returning({ last: invoiceCounters.last });
    const number = invoiceNumber(year, counter!.last);
    const dueDate = dayAfter(now, terms.net_days);
    await tx
      .update(invoices)
      .set({ state: "sent", number, issuedAt: now, dueDate, taxRateBp: terms.tax_rate_bp, ...totals })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.state, "draft")));
    return { id: invoiceId, number, dueDate, totalCents: totals.totalCents };
  });
}
