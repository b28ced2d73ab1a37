import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { creditNoteCounters, creditNotes, invoices } from "@/db/schema";
import { conflict, fieldError, notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { formatCents } from "@/lib/format/money";
import { INVOICE_NOT_FOUND } from "./finalize-invoice";
import type { IssueCreditNoteInput } from "./invoice-schemas";

export const CREDIT_NOTE_ISSUED = "Credit note issued";
export const NOT_CREDITABLE = "A credit note is issued against a sent invoice with a balance.";
export const overCredit = (balanceCents: number) => `The credit is more than the balance of ${formatCents(balanceCents)}.`;

/** `CN-2026-00007`. */
export const creditNoteNumber = (year: number, sequence: number) => `CN-${year}-${String(sequence).padStart(5, "0")}`;

export type IssuedCreditNote = { id: number; number: string; state: "partly_paid" | "paid" | "sent"; balance_cents: number };

/**
 * POST admin/issue-credit-note and the invoice's credit form (staff): a correction of a sent
 * invoice, which never changes itself. Under the invoice's row lock (as a payment) the credit is
 * checked against the balance; the year's counter row, incremented in the same transaction,
 * keeps the numbers gap-free and in order. A credit that settles the balance makes it paid.
 */
export async function issueCreditNote(db: Db, actor: Actor, input: IssueCreditNoteInput, now = new Date()): Promise<IssuedCreditNote> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ state: invoices.state, total: invoices.totalCents, paid: invoices.paidCents, credited: invoices.creditedCents })
      .from(invoices)
      .where(eq(invoices.id, input.invoice_id))
      .for("update");
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.state !== "sent" && invoice.state !== "partly_paid") throw conflict(NOT_CREDITABLE);
    const balance = (invoice.total ?? 0) - invoice.paid - invoice.credited;
    if (input.amount_cents > balance) throw fieldError("amount", overCredit(balance));
    const year = now.getUTCFullYear();
    const [counter] = await tx
      .insert(creditNoteCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: creditNoteCounters.year, set: { last: sql`${creditNoteCounters.last} + 1` } })
      .returning({ last: creditNoteCounters.last });
    const number = creditNoteNumber(year, counter!.last);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        invoiceId: input.invoice_id,
        number,
        amountCents: input.amount_cents,
        reason: input.reason,
        issuedAt: now,
        issuedBy: actor.id,
      })
      .returning({ id: creditNotes.id });
    const left = balance - input.amount_cents;
    const state = left === 0 ? "paid" : invoice.state;
    await tx
      .update(invoices)
      .set({ creditedCents: invoice.credited + input.amount_cents, state, updatedAt: now })
      .where(eq(invoices.id, input.invoice_id));
    return { id: note!.id, number, state, balance_cents: left };
  });
}
