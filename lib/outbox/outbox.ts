import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { outboxMessages, type OutboxBol, type OutboxInvoice, type OutboxMail } from "@/db/schema";
import type { Mail } from "@/lib/mail/send-mail";

// The outbox: the work that follows a change (mails, webhook deliveries, a BOL's issue), written
// in the change's own transaction. lib/worker/outbox-worker.ts sends it.

/** Retried for this long after it was written, then failed for staff to see and resend (DECISIONS.md). */
export const RETRY_WINDOW_MS = 24 * 3600_000;

/** A mail's own key: the same message (its link's token included) enqueued twice is sent once. */
const contentKey = (mail: OutboxMail) => createHash("sha256").update(JSON.stringify(mail)).digest("hex").slice(0, 40);

/**
 * The outbox's lanes, each with its own claims, concurrency and worker loop: a webhook endpoint
 * that never answers holds up its own lane only, never a mail (nor a mail server a delivery).
 */
export const OUTBOX_LANES = ["mail", "webhook"] as const;
export type OutboxLane = (typeof OUTBOX_LANES)[number];

/**
 * Writes a mail to the outbox in the caller's transaction, so it is sent exactly when the change
 * that causes it commits. The same key twice is one message.
 */
export async function enqueueMail(
  db: DbOrTx,
  mail: Omit<Mail, "attachments" | "unsubscribe"> & Pick<OutboxMail, "attachments" | "unsubscribe">,
  key?: string,
): Promise<void> {
  const payload: OutboxMail = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    unsubscribe: mail.unsubscribe,
  };
  await db
    .insert(outboxMessages)
    .values({ kind: "mail", idempotencyKey: key ?? `mail:${contentKey(payload)}`, payload })
    .onConflictDoNothing();
  kickOutbox();
}

/**
 * Writes a bill of lading's issue to the outbox in the signature's transaction: the worker renders
 * it and retries until it is issued; the issue then enqueues the mails and webhooks that carry it.
 */
export async function enqueueBolIssue(db: DbOrTx, jobId: number, version: OutboxBol["version"]): Promise<void> {
  const payload: OutboxBol = { jobId, version };
  await db
    .insert(outboxMessages)
    .values({ kind: "bol", idempotencyKey: `bol:${jobId}:v${version}`, payload })
    .onConflictDoNothing();
  kickOutbox();
}

/** Writes a delivered job's invoice draft to the outbox in the delivery's transaction (lib/invoices/draft-invoice.ts). */
export async function enqueueInvoiceDraft(db: DbOrTx, jobId: number, again?: string): Promise<void> {
  const payload: OutboxInvoice = { jobId };
  // `again` names a later reason to try the draft (a PO given after delivery); the draft bills a job once.
  await db
    .insert(outboxMessages)
    .values({ kind: "invoice", idempotencyKey: again ? `invoice:job:${jobId}:${again}` : `invoice:job:${jobId}`, payload })
    .onConflictDoNothing();
  kickOutbox();
}

/**
 * Staff's resend: the message is queued again now, with a fresh 24 hours of retries. A message
 * being sent this moment is left alone (answers false), so it cannot go out twice at once.
 */
export async function resendMessage(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ state: "queued", nextAttemptAt: sql`now()`, queuedAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.state, ["sent", "retrying", "failed"])))
    .returning({ id: outboxMessages.id });
  if (rows.length) kickOutbox();
  return rows.length > 0;
}

let onKick: (() => void) | null = null;

/** The running worker's wake-up (lib/worker/outbox-worker.ts sets it when this process has one). */
export function whenKicked(wake: (() => void) | null): void {
  onKick = wake;
}

/** Asks the running worker (if this process has one) to drain now rather than at its next tick. */
export function kickOutbox(): void {
  onKick?.();
}
