import { sql, type AnyColumn } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf } from "./helpers";
import { webhookEndpoints } from "./webhooks";

/** A mail, a webhook delivery, the issue of a bill of lading (whose mails follow it), or a delivered job's invoice draft. */
export const OUTBOX_KINDS = ["mail", "webhook", "bol", "invoice"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const OUTBOX_STATES = ["queued", "sending", "sent", "retrying", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A mail as the outbox keeps it: attachments by stored file, read when it is sent. */
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; fileId: string }[];
  /** The one-click unsubscribe link of a status e-mail: sent as List-Unsubscribe (RFC 8058). */
  unsubscribe?: string;
};

/** A webhook delivery as the outbox keeps it: the event's body, signed afresh at each attempt (Standard Webhooks). */
export type OutboxWebhook = { type: string; timestamp: string; data: Record<string, unknown> };

/** A bill of lading's version to issue: rendered by the worker, retried until issued. */
export type OutboxBol = { jobId: number; version: 1 | 2 };

/**
 * A delivered job to put on its company's draft, a monthly company's month to draft, or a sent
 * invoice to render and mail (lib/invoices).
 */
export type OutboxInvoice = { jobId: number } | { companyId: number; period: string } | { sentInvoiceId: number };

export type OutboxPayload = OutboxMail | OutboxWebhook | OutboxBol | OutboxInvoice;

const moment = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * The texts the message log searches (ILIKE '%text%'), one expression each for the trigram index
 * and the query (lib/outbox/message-log.ts): a mail's address, and a mail's subject or a
 * webhook's event type. A webhook's recipient, its endpoint's URL, is searched in its own table.
 */
export const outboxSearchText = {
  to: (payload: AnyColumn) => sql<string>`(${payload} ->> 'to')`,
  subject: (payload: AnyColumn) => sql<string>`coalesce(${payload} ->> 'subject', ${payload} ->> 'type', '')`,
};

/**
 * Every message the product sends (DECISIONS.md "Notifications"), written in the transaction of
 * the change that causes it and sent at least once by a worker: claimed with FOR UPDATE SKIP
 * LOCKED under a lease, retried with backoff for 24 hours, then failed. The idempotency key
 * makes a message enqueued twice for one cause one message.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text({ enum: OUTBOX_KINDS }).notNull(),
    idempotencyKey: text().notNull(),
    payload: jsonb().$type<OutboxPayload>().notNull(),
    /** The endpoint of a webhook delivery (kind webhook); its URL and secret are read at each attempt. */
    endpointId: integer().references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The last HTTP status a webhook endpoint answered. */
    responseCode: integer(),
    state: text({ enum: OUTBOX_STATES }).notNull().default("queued"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: moment().notNull().defaultNow(),
    /** While a worker holds it (state sending); a lease that ran out is taken again. */
    lockedUntil: moment(),
    lastError: text(),
    createdAt: moment().notNull().defaultNow(),
    /** Where its 24 hours of retries start: when it was written, or when staff last resent it. */
    queuedAt: moment().notNull().defaultNow(),
    sentAt: moment(),
  },
  (t) => [
    uniqueIndex("outbox_messages_key_uq").on(t.idempotencyKey),
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('queued', 'retrying', 'sending')`),
    index("outbox_messages_created_idx").on(t.createdAt.desc()),
    index("outbox_messages_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    // The message log's search (pg_trgm, migration 0001), as the job search.
    index("outbox_messages_to_trgm_idx").using("gin", sql`${outboxSearchText.to(t.payload)} gin_trgm_ops`),
    index("outbox_messages_subject_trgm_idx").using("gin", sql`${outboxSearchText.subject(t.payload)} gin_trgm_ops`),
    check("outbox_messages_kind_ck", oneOf(t.kind, OUTBOX_KINDS)),
    check("outbox_messages_state_ck", oneOf(t.state, OUTBOX_STATES)),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
