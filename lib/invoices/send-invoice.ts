import type { Db, DbOrTx } from "@/db/client";
import { outboxMessages, type OutboxInvoice } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { kickOutbox } from "@/lib/outbox/outbox";
import { enqueueEventWebhooks } from "@/lib/webhooks/emit";
import { finalizeInvoice, type FinalizedInvoice } from "./finalize-invoice";
import type { InvoiceIdInput } from "./invoice-schemas";

export const INVOICE_SENT = "Invoice sent";

/** Writes a sent invoice's PDF and mails to the outbox in the send's transaction (lib/invoices/issue-invoice.ts does them). */
export async function enqueueInvoiceIssue(tx: DbOrTx, invoiceId: number): Promise<void> {
  const payload: OutboxInvoice = { sentInvoiceId: invoiceId };
  await tx
    .insert(outboxMessages)
    .values({ kind: "invoice", idempotencyKey: `invoice:sent:${invoiceId}`, payload })
    .onConflictDoNothing();
  kickOutbox();
}

/**
 * POST admin/send-invoice and the draft's Send button (staff): the draft gets its number, dates
 * and totals (finalizeInvoice), and in the same transaction its PDF and mails are queued and
 * the `invoice.sent` webhook written; a sent invoice is refused (409).
 */
export async function sendInvoice(db: Db, actor: Actor, input: InvoiceIdInput, now = new Date()): Promise<FinalizedInvoice> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    const sent = await finalizeInvoice(tx, input.invoice_id, now);
    await enqueueInvoiceIssue(tx, sent.id);
    await enqueueEventWebhooks(
      tx,
      "invoice.sent",
      () => ({ id: sent.id, number: sent.number, due_date: sent.dueDate, total_cents: sent.totalCents }),
      `invoice.sent:${sent.id}`,
    );
    return sent;
  });
}
