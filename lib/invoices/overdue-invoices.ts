import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { getCarrierSettings } from "@/lib/settings/carrier-settings";
import { getBillingTerms } from "./billing-terms";
import { enqueueInvoiceMails, invoiceRecipients } from "./invoice-mail";

/** The invoices a reminder is for: sent and not settled. */
const OPEN_STATES = ["sent", "partly_paid"] as const;

/** The most invoices one round reminds (the next round, an hour later, takes the rest). */
const ROUND_LIMIT = 500;

/**
 * The worker's round (hourly, and POST cron/invoices): each open invoice whose due date has
 * passed (UTC) gets the "invoice overdue" mail once — the billing e-mail and the company's
 * customers who keep it on — with its PDF. The invoice's mark is set in the transaction that
 * enqueues the mails, on the condition that it is still unset and the invoice still open, so two
 * app instances mail once and a payment recorded meanwhile stops it.
 */
export async function mailOverdueInvoices(db: Db, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const stillOverdue = and(inArray(invoices.state, OPEN_STATES), isNull(invoices.overdueMailedAt), lt(invoices.dueDate, today));
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(stillOverdue)
    .orderBy(invoices.dueDate, invoices.id)
    .limit(ROUND_LIMIT);
  if (due.length === 0) return 0;
  const carrier = await getCarrierSettings(db);
  let mailed = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [invoice] = await tx
        .update(invoices)
        .set({ overdueMailedAt: now })
        .where(and(eq(invoices.id, id), stillOverdue))
        .returning({
          companyId: invoices.companyId,
          number: invoices.number,
          dueDate: invoices.dueDate,
          total: invoices.totalCents,
          paid: invoices.paidCents,
          credited: invoices.creditedCents,
          pdfFileId: invoices.pdfFileId,
        });
      if (!invoice) return false;
      const balance = (invoice.total ?? 0) - invoice.paid - invoice.credited;
      const terms = await getBillingTerms(tx, invoice.companyId);
      await enqueueInvoiceMails(
        tx,
        await invoiceRecipients(tx, { companyId: invoice.companyId, event: "invoice_overdue", billingEmail: terms.send_to }),
        {
          event: "invoice_overdue",
          subject: `Invoice ${invoice.number} is overdue`,
          lines: [
            `Invoice ${invoice.number} was due on ${formatDate(invoice.dueDate)}; its balance of ${formatCents(balance)} is now overdue.`,
            carrier.remittance_details ? `Please pay to: ${carrier.remittance_details}` : "Please arrange the payment.",
            "If you have paid it already, thank you, and please disregard this reminder.",
          ],
          attachments: invoice.pdfFileId
            ? [{ filename: `${invoice.number}.pdf`, contentType: "application/pdf", fileId: invoice.pdfFileId }]
            : undefined,
          cause: `overdue:${id}`,
        },
      );
      return true;
    });
    if (done) mailed++;
  }
  return mailed;
}
