import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { outboxMessages, outboxSearchText, webhookEndpoints, type OutboxState } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { containsPattern, offsetOf, type Paged } from "@/lib/api/pagination";
import {
  MESSAGE_BEING_SENT,
  MESSAGE_NOT_FOUND,
  type MessageLogFilter,
  type MessageLogQuery,
  type MessageLogRow,
} from "./message-log-schemas";
import { resendMessage } from "@/lib/outbox/outbox";
import { assertStaff, type Actor } from "@/lib/auth/actor";

const STATES_OF: Record<Exclude<MessageLogFilter, "all">, OutboxState[]> = {
  queued: ["queued", "sending"],
  sent: ["sent"],
  retrying: ["retrying"],
  failed: ["failed"],
};

// Single fields read out of the payload in the database: a mail's body (and its secret links)
// never leaves it.
const recipient = sql<string>`coalesce(${webhookEndpoints.url}, ${outboxSearchText.to(outboxMessages.payload)}, '')`;
const subject = outboxSearchText.subject(outboxMessages.payload);

// outbox_messages_created_idx is "created_at DESC NULLS LAST": only this order walks it (a plain
// DESC means NULLS FIRST and sorts the whole table); the id breaks ties of one moment.
const newestFirst = [sql`${outboxMessages.createdAt} desc nulls last`, desc(outboxMessages.id)];

const columns = {
  id: outboxMessages.id,
  kind: sql<MessageLogRow["kind"]>`${outboxMessages.kind}`,
  recipient,
  subject,
  state: outboxMessages.state,
  attempts: outboxMessages.attempts,
  last_error: outboxMessages.lastError,
  response_code: outboxMessages.responseCode,
  created_at: outboxMessages.createdAt,
  sent_at: outboxMessages.sentAt,
  nextAttemptAt: outboxMessages.nextAttemptAt,
};

type Selected = Omit<MessageLogRow, "next_attempt_at"> & { nextAttemptAt: Date };

/** The next attempt only means something while the message waits for one. */
function toRow({ nextAttemptAt, ...row }: Selected): MessageLogRow {
  const isWaiting = row.state === "queued" || row.state === "retrying";
  return { ...row, next_attempt_at: isWaiting ? nextAttemptAt : null };
}

/** The log is of messages: a BOL's issue is work whose messages follow it. */
const isMessage = ne(outboxMessages.kind, "bol");

/**
 * A message whose recipient or subject holds the text: each side by its own trigram index (the
 * schema's outboxSearchText, the index's very expressions), a webhook's endpoint by its URL in
 * the endpoints' small table; never a scan of every message's body.
 */
export function messageSearch(db: DbOrTx, search: string): SQL {
  const pattern = containsPattern(search);
  const endpoints = db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(ilike(webhookEndpoints.url, pattern));
  return or(
    ilike(outboxSearchText.to(outboxMessages.payload), pattern),
    ilike(subject, pattern),
    // An array, not IN (subquery): the planner can then OR it with the trigram indexes (a bitmap of each).
    sql`${outboxMessages.endpointId} = any(array(${endpoints}))`,
  )!;
}

function whereOf(db: DbOrTx, query: Pick<MessageLogQuery, "state" | "search">): SQL | undefined {
  const byState = query.state === "all" ? undefined : inArray(outboxMessages.state, STATES_OF[query.state]);
  return and(isMessage, byState, query.search ? messageSearch(db, query.search) : undefined);
}

/** Staff's log of every message and webhook delivery, newest first, by state and recipient or subject. */
export async function listMessages(db: DbOrTx, actor: Actor, query: MessageLogQuery): Promise<Paged<MessageLogRow>> {
  assertStaff(actor);
  const where = whereOf(db, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(outboxMessages)
      .leftJoin(webhookEndpoints, eq(webhookEndpoints.id, outboxMessages.endpointId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(outboxMessages)
      .leftJoin(webhookEndpoints, eq(webhookEndpoints.id, outboxMessages.endpointId))
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** One line of the log; 404 "Message not found." for an unknown id. */
export async function getMessage(db: DbOrTx, actor: Actor, id: number): Promise<MessageLogRow> {
  assertStaff(actor);
  const [row] = await db
    .select(columns)
    .from(outboxMessages)
    .leftJoin(webhookEndpoints, eq(webhookEndpoints.id, outboxMessages.endpointId))
    .where(and(isMessage, eq(outboxMessages.id, id)))
    .limit(1);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toRow(row);
}

/**
 * Staff's resend from the log: queued again with a fresh 24 hours of retries (outbox.ts). A
 * message a worker is sending this moment is refused (409) so it cannot go out twice at once;
 * one already waiting in the queue is left as it is. Answers the line as it now is.
 */
export async function resendFromLog(db: DbOrTx, actor: Actor, id: number): Promise<MessageLogRow> {
  assertStaff(actor);
  if (await resendMessage(db, id)) return getMessage(db, actor, id);
  const row = await getMessage(db, actor, id);
  if (row.state === "queued") return row;
  // Sent or failed between the two reads: its worker let it go, so it may be queued now.
  if (row.state !== "sending" && (await resendMessage(db, id))) return getMessage(db, actor, id);
  throw conflict(MESSAGE_BEING_SENT);
}
