import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { conflict, fieldError, notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { formatCents } from "@/lib/format/money";
import { formatDate } from "@/lib/format/dates";
import { enqueueEventWebhooks } from "@/lib/webhooks/emit";
import { INVOICE_NOT_FOUND } from "./finalize-invoice";
import { enqueueInvoiceMails, invoiceRecipients } from "./invoice-mail";
import type { RecordPaymentInput } from "./invoice-schemas";

export const PAYMENT_RECORDED = "Payment recorded";
export const NOT_OPEN = "Payments are recorded on a sent invoice with a balance.";
export const overBalance = (balanceCents: number) =>
  `The payment is more than the balance of ${formatCents(balanceCents)}: record at most the balance.`;

export type PaymentOutcome = { payment_id: number; state: "partly_paid" | "paid"; balance_cents: number };

/**
 * POST admin/record-payment and the invoice's payment form (staff). The invoice's row is locked
 * for the check and the write, so two payments posted at once are added one after the other and
 * the second cannot pass the balance the first left. A payment that settles it makes it paid
 * (webhook `invoice.paid`); each one mails "payment received" to the company's customers.
 */
export async function recordPayment(db: Db, actor: Actor, input: RecordPaymentInput): Promise<PaymentOutcome> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({
        state: invoices.state,
        companyId: invoices.companyId,
        number: invoices.number,
        total: invoices.totalCents,
        paid: invoices.paidCents,
        credited: invoices.creditedCents,
      })
      .from(invoices)
      .where(eq(invoices.id, input.invoice_id))
      .for("update");
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.state !== "sent" && invoice.state !== "partly_paid") throw conflict(NOT_OPEN);
    const balance = (invoice.total ?? 0) - invoice.paid - invoice.credited;
    if (input.amount_cents > balance) throw fieldError("amount", overBalance(balance));
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: input.invoice_id,
        amountCents: input.amount_cents,
        paidOn: input.paid_on,
        method: input.method,
        reference: input.reference,
        recordedBy: actor.id,
      })
      .returning({ id: invoicePayments.id });
    const left = balance - input.amount_cents;
    const state = left === 0 ? "paid" : "partly_paid";
    await tx
      .update(invoices)
      .set({ paidCents: invoice.paid + input.amount_cents, state, updatedAt: new Date() })
      .where(eq(invoices.id, input.invoice_id));
    await enqueueInvoiceMails(tx, await invoiceRecipients(tx, { companyId: invoice.companyId, event: "payment_received" }), {
      event: "payment_received",
      subject: `Payment received for invoice ${invoice.number}`,
      lines: [
        `We received ${formatCents(input.amount_cents)} on ${formatDate(input.paid_on)} for invoice ${invoice.number}. Thank you.`,
        left === 0 ? "The invoice is paid in full." : `The balance left is ${formatCents(left)}.`,
      ],
      cause: `payment:${payment!.id}`,
    });
    if (state === "paid")
      await enqueueEventWebhooks(
        tx,
        "invoice.paid",
        () => ({ id: input.invoice_id, number: invoice.number, total_cents: invoice.total }),
        `invoice.paid:${input.invoice_id}`,
      );
    return { payment_id: payment!.id, state, balance_cents: left };
  });
}
