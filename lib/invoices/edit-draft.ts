import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/db/client";
import { invoiceLines, invoices } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { INVOICE_NOT_FOUND } from "./finalize-invoice";
import type { AddInvoiceLineInput, RemoveInvoiceLineInput } from "./invoice-schemas";

export const LINE_ADDED = "Line added";
export const LINE_REMOVED = "Line removed";
export const SENT_NEVER_CHANGES = "A sent invoice never changes: correct it with a credit note.";
export const LINE_NOT_FOUND = "Line not found.";

/** The draft, locked for the edit: a send waits for it (and an edit after the send is refused). */
async function lockDraft(tx: Tx, invoiceId: number): Promise<void> {
  const [invoice] = await tx.select({ state: invoices.state }).from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  if (invoice.state !== "draft") throw conflict(SENT_NEVER_CHANGES);
}

/** POST admin/add-invoice-line and the draft's form: a line of staff's own (storage, ...), staff only. */
export async function addInvoiceLine(db: DbOrTx, actor: Actor, input: AddInvoiceLineInput): Promise<{ id: number }> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    await lockDraft(tx, input.invoice_id);
    const [line] = await tx
      .insert(invoiceLines)
      .values({ invoiceId: input.invoice_id, description: input.description, cents: input.amount_cents })
      .returning({ id: invoiceLines.id });
    await tx.update(invoices).set({ updatedAt: new Date() }).where(eq(invoices.id, input.invoice_id));
    return line!;
  });
}

/**
 * POST admin/remove-invoice-line and the draft's remove button: the line goes; a job's line puts
 * the job back to unbilled (its job id leaves invoice_lines' unique index), billable again.
 */
export async function removeInvoiceLine(db: DbOrTx, actor: Actor, input: RemoveInvoiceLineInput): Promise<{ id: number }> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    await lockDraft(tx, input.invoice_id);
    const [line] = await tx
      .delete(invoiceLines)
      .where(and(eq(invoiceLines.id, input.line_id), eq(invoiceLines.invoiceId, input.invoice_id)))
      .returning({ id: invoiceLines.id });
    if (!line) throw notFound(LINE_NOT_FOUND);
    await tx.update(invoices).set({ updatedAt: new Date() }).where(eq(invoices.id, input.invoice_id));
    return line;
  });
}
