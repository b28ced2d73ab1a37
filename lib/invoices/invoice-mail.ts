import { and, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { notificationPreferences, users, type OutboxMail } from "@/db/schema";
import { env } from "@/lib/env";
import { NOTIFICATION_EVENTS, type InvoiceNotificationEvent } from "@/lib/events/events";
import { escapeHtml } from "@/lib/format/html";
import { enqueueMail } from "@/lib/outbox/outbox";
import { unsubscribeUrl } from "@/lib/notifications/unsubscribe";

/** Where customers open their company's invoices. */
export const CUSTOMER_INVOICES_PATH = "/my-invoices";

type Recipient = { email: string; userId: number | null; username: string };

/**
 * Who gets an invoice's mail: the company's customers who keep the event on (active, with a
 * password), and for "invoice sent" also the billing e-mail; one mail per address.
 */
export async function invoiceRecipients(
  db: DbOrTx,
  options: { companyId: number; event: InvoiceNotificationEvent; billingEmail?: string },
): Promise<Recipient[]> {
  const optedOut = db
    .select({ one: sql`1` })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.event, options.event),
        eq(notificationPreferences.enabled, false),
      ),
    );
  const customers = await db
    .select({ userId: users.id, email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.companyId, options.companyId),
        eq(users.role, "customer"),
        eq(users.active, true),
        isNotNull(users.passwordHash),
        notExists(optedOut),
      ),
    );
  const all: Recipient[] = options.billingEmail
    ? [{ email: options.billingEmail, userId: null, username: "Accounts payable" }, ...customers]
    : customers;
  const seen = new Set<string>();
  return all.filter((r) => {
    const key = r.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Enqueues an invoice event's mail to each recipient in the caller's transaction, keyed by the
 * event's cause so a retry mails once; a customer's mail carries the event's unsubscribe link.
 */
export async function enqueueInvoiceMails(
  tx: DbOrTx,
  recipients: Recipient[],
  mail: { event: InvoiceNotificationEvent; subject: string; lines: string[]; attachments?: OutboxMail["attachments"]; cause: string },
): Promise<void> {
  const url = `${env().APP_URL}${CUSTOMER_INVOICES_PATH}`;
  const { label } = NOTIFICATION_EVENTS[mail.event];
  for (const to of recipients) {
    const unsubscribe = to.userId === null ? undefined : unsubscribeUrl(to.userId, mail.event);
    const footer = unsubscribe ? `You get this e-mail for "${label}". Stop these e-mails: ${unsubscribe}` : "";
    await enqueueMail(
      tx,
      {
        to: to.email,
        subject: mail.subject,
        text: `Hello ${to.username},\n\n${mail.lines.join("\n")}\n\nYour invoices: ${url}\n\n${footer}\n`,
        html:
          `<p>Hello ${escapeHtml(to.username)},</p>` +
          `<p>${mail.lines.map(escapeHtml).join("<br>")}</p>` +
          `<p><a href="${escapeHtml(url)}">Your invoices</a></p>` +
          (unsubscribe
            ? `<p style="color:#666;font-size:12px">You get this e-mail for "${escapeHtml(label)}". <a href="${escapeHtml(unsubscribe)}">Stop these e-mails</a>.</p>`
            : ""),
        attachments: mail.attachments,
        unsubscribe,
      },
      `invoice-mail:${mail.cause}:${to.email.toLowerCase()}`,
    );
  }
}
