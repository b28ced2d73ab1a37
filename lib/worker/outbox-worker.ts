import { and, asc, eq, gt, inArray, lte, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  outboxMessages,
  webhookEndpoints,
  type OutboxBol,
  type OutboxInvoice,
  type OutboxMail,
  type OutboxMessage,
  type OutboxWebhook,
} from "@/db/schema";
import { issueBol } from "@/lib/bol/issue-bol";
import { draftJobInvoice } from "@/lib/invoices/draft-invoice";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { draftMonthlyInvoice, enqueueMonthlyInvoices } from "@/lib/invoices/monthly-invoices";
import { mailOverdueInvoices } from "@/lib/invoices/overdue-invoices";
import { sendMail, type Mail } from "@/lib/mail/send-mail";
import { backoffMs } from "@/lib/outbox/backoff";
import { DeliveryError } from "@/lib/outbox/delivery-error";
import { OUTBOX_LANES, RETRY_WINDOW_MS, whenKicked, type OutboxLane } from "@/lib/outbox/outbox";
import { openFile } from "@/lib/storage/store-file";
import { deliverWebhook } from "@/lib/webhooks/deliver";

// The outbox's worker: claims what is due (lib/outbox/outbox.ts writes it) and sends it by its
// kind, a mail, a webhook delivery or a BOL's issue; in this process (startOutboxWorker) or
// through POST cron/outbox.

/** How long a worker holds a message it is sending; a worker that died lets it go after this. */
const LEASE = sql`interval '2 minutes'`;

/** Endpoints waiting out their backoff (lib/webhooks/endpoint-health.ts): none of their deliveries is claimed. */
const isEndpointPaused = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, outboxMessages.endpointId), gt(webhookEndpoints.pausedUntil, sql`now()`)));

const LANES: Record<OutboxLane, { concurrency: number; where: (db: Db) => SQL | undefined }> = {
  // Every kind but webhooks (mail, and the BOL issues whose mails follow them): the mail server and the database each wait on the network, not the CPU.
  mail: { concurrency: 10, where: () => ne(outboxMessages.kind, "webhook") },
  // One lane per endpoint at most (groupByRecipient), so many slow endpoints are waited on side by side.
  webhook: { concurrency: 20, where: (db) => and(eq(outboxMessages.kind, "webhook"), notExists(isEndpointPaused(db))) },
};

/** Claims due messages (and those whose worker's lease ran out): any number of workers share the outbox without sending one twice at once. */
async function claim(db: Db, limit: number, lane: OutboxLane): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        LANES[lane].where(db),
        or(
          and(inArray(outboxMessages.state, ["queued", "retrying"]), lte(outboxMessages.nextAttemptAt, sql`now()`)),
          and(eq(outboxMessages.state, "sending"), lte(outboxMessages.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ state: "sending", attempts: sql`${outboxMessages.attempts} + 1`, lockedUntil: sql`now() + ${LEASE}` })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

async function toMail(db: Db, payload: OutboxMail): Promise<Mail> {
  const attachments = await Promise.all(
    (payload.attachments ?? []).map(async (a) => {
      const file = await openFile(db, a.fileId);
      return { filename: a.filename, contentType: a.contentType, content: new Uint8Array(await new Response(file.body).arrayBuffer()) };
    }),
  );
  return {
    to: payload.to,
    subject: payload.subject,
    text: payload.text,
    html: payload.html,
    attachments: attachments.length ? attachments : undefined,
    unsubscribe: payload.unsubscribe,
  };
}

/** Sends one message by its kind (or issues its BOL); answers the webhook endpoint's status code, if any. */
async function deliver(db: Db, message: OutboxMessage, send: (mail: Mail) => Promise<void>): Promise<number | null> {
  if (message.kind === "webhook") return deliverWebhook(db, message.endpointId, message.id, message.payload as OutboxWebhook);
  if (message.kind === "bol") {
    const { jobId, version } = message.payload as OutboxBol;
    await issueBol(db, jobId, version);
    return null;
  }
  if (message.kind === "invoice") {
    const work = message.payload as OutboxInvoice;
    if ("jobId" in work) await draftJobInvoice(db, work.jobId);
    else if ("sentInvoiceId" in work) await issueInvoice(db, work.sentInvoiceId);
    else await draftMonthlyInvoice(db, work.companyId, work.period);
    return null;
  }
  await send(await toMail(db, message.payload as OutboxMail));
  return null;
}

export type DrainResult = { sent: number; retrying: number; failed: number };

/** Claimed messages by who receives them (an address, or a webhook endpoint), each list in the order written. */
function groupByRecipient(messages: OutboxMessage[]): Map<string, OutboxMessage[]> {
  const groups = new Map<string, OutboxMessage[]>();
  // An UPDATE … RETURNING answers rows in no particular order: the id is the order they were written.
  for (const message of [...messages].sort((a, b) => a.id - b.id)) {
    const key =
      message.kind === "webhook"
        ? `endpoint:${message.endpointId}`
        : message.kind === "bol"
          ? `bol:${(message.payload as OutboxBol).jobId}`
          : message.kind === "invoice"
            ? `invoice:${JSON.stringify(message.payload)}`
            : `mail:${(message.payload as OutboxMail).to.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), message]);
  }
  return groups;
}

/** A message not begun this long after its claim is handed back: with the transport's timeouts it still ends within the lease. */
const BEGIN_WITHIN_MS = 60_000;

/** Sends one claimed message and records the outcome: sent only once the server took it, else retried or failed. */
async function attempt(db: Db, message: OutboxMessage, send: (mail: Mail) => Promise<void>): Promise<keyof DrainResult> {
  // The same Message-ID on every attempt at this message.
  const sendOne = (mail: Mail) => send({ ...mail, id: `outbox.${message.id}.${message.createdAt.getTime()}` });
  try {
    const responseCode = await deliver(db, message, sendOne);
    await db
      .update(outboxMessages)
      .set({ state: "sent", sentAt: new Date(), lockedUntil: null, lastError: null, responseCode })
      .where(eq(outboxMessages.id, message.id));
    return "sent";
  } catch (error) {
    // A BOL is the job's evidence and its mails wait on it: retried (hourly at most) until issued.
    const isOver = message.kind !== "bol" && Date.now() - message.queuedAt.getTime() >= RETRY_WINDOW_MS;
    await db
      .update(outboxMessages)
      .set({
        state: isOver ? "failed" : "retrying",
        responseCode: error instanceof DeliveryError ? error.responseCode : null,
        lockedUntil: null,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts)),
      })
      .where(eq(outboxMessages.id, message.id));
    return isOver ? "failed" : "retrying";
  }
}

export type DrainOptions = { limit?: number; send?: (mail: Mail) => Promise<void>; lane?: OutboxLane };

const sum = (results: DrainResult[]): DrainResult =>
  results.reduce((a, b) => ({ sent: a.sent + b.sent, retrying: a.retrying + b.retrying, failed: a.failed + b.failed }), {
    sent: 0,
    retrying: 0,
    failed: 0,
  });

/**
 * Sends what is due, at least once each: a message is marked sent only after the mail server
 * took it; a failure is retried with backoff until 24 hours after it was queued, then failed.
 * One lane, or every lane side by side (each with its own batch and concurrency).
 */
export async function drainOutbox(db: Db, options: DrainOptions = {}): Promise<DrainResult> {
  if (options.lane) return drainLane(db, options.lane, options);
  const lanes = await Promise.allSettled(OUTBOX_LANES.map((lane) => drainLane(db, lane, options)));
  const broken = lanes.find((lane) => lane.status === "rejected");
  if (broken) throw broken.reason;
  return sum(lanes.map((lane) => (lane as PromiseFulfilledResult<DrainResult>).value));
}

async function drainLane(db: Db, laneId: OutboxLane, options: DrainOptions): Promise<DrainResult> {
  const { limit = 100, send = sendMail } = options;
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  const claimed = await claim(db, limit, laneId);
  const beginBy = Date.now() + BEGIN_WITHIN_MS;
  // One recipient's messages one after another, in the order they were written (a customer's
  // "picked up" before "delivered", an endpoint's events in order); recipients side by side.
  const queue = [...groupByRecipient(claimed).values()];
  const begun = new Set<number>();
  const lane = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const message of group) {
        if (Date.now() >= beginBy) return;
        begun.add(message.id);
        const outcome = await attempt(db, message, send);
        result[outcome] += 1;
        // An endpoint that failed now waits out its backoff: its later events are handed back unsent.
        if (outcome !== "sent" && message.kind === "webhook") break;
      }
    }
  };
  // Settled, not raced: a lane that threw (the database gone) ends the drain only once the others have.
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(LANES[laneId].concurrency, queue.length) }, lane));
  const left = claimed.filter((m) => !begun.has(m.id)).map((m) => m.id);
  if (left.length) {
    // Handed back as if never claimed: another worker (or the next round) takes them at once.
    await db
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} - 1`, lockedUntil: sql`now()` })
      .where(and(inArray(outboxMessages.id, left), eq(outboxMessages.state, "sending")));
  }
  const broken = lanes.find((lane) => lane.status === "rejected");
  if (broken) throw broken.reason;
  return result;
}

/** Drains until nothing is due (or `rounds` batches went out): one lane, or all. */
export async function drainAll(db: Db, rounds = 50, lane?: OutboxLane): Promise<DrainResult> {
  const total: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < rounds; i++) {
    const r = await drainOutbox(db, { lane });
    total.sent += r.sent;
    total.retrying += r.retrying;
    total.failed += r.failed;
    if (r.sent + r.retrying + r.failed === 0) break;
  }
  return total;
}

/** A sent message stays in the staff's log this long, then goes with its body (whose links held tokens). */
export const KEEP_SENT_DAYS = 90;

/** Removes sent messages older than KEEP_SENT_DAYS (through the created_at index); failed and waiting ones stay. */
export async function pruneOutbox(db: Db): Promise<number> {
  const removed = await db
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.state, "sent"), lte(outboxMessages.createdAt, sql`now() - make_interval(days => ${KEEP_SENT_DAYS})`)))
    .returning({ id: outboxMessages.id });
  return removed.length;
}

/** POST cron/outbox: what is due sent, then the log pruned (a serverless host has no worker to do either). */
export async function drainAndPrune(db: Db): Promise<DrainResult & { pruned: number }> {
  const drained = await drainAll(db);
  return { ...drained, pruned: await pruneOutbox(db) };
}

const PRUNE_EVERY_MS = 3600_000;

type LaneLoop = { busy: boolean; again: boolean };

let worker: { db: () => Promise<Db>; timer: NodeJS.Timeout; lanes: Record<OutboxLane, LaneLoop>; prunedAt: number } | null = null;

/** One lane drained until nothing of it is due; a kick while it runs makes it go round once more. */
async function runLane(lane: OutboxLane) {
  const loop = worker?.lanes[lane];
  if (!worker || !loop) return;
  if (loop.busy) {
    loop.again = true;
    return;
  }
  loop.busy = true;
  try {
    do {
      loop.again = false;
      await drainAll(await worker.db(), 50, lane);
    } while (loop.again);
  } catch (error) {
    console.error(`[outbox] ${lane} drain failed`, error);
  } finally {
    loop.busy = false;
  }
}

async function pruneWhenDue() {
  if (!worker || Date.now() - worker.prunedAt < PRUNE_EVERY_MS) return;
  worker.prunedAt = Date.now();
  await pruneOutbox(await worker.db()).catch((error: unknown) => console.error("[outbox] prune failed", error));
  // The monthly invoices' run: written once per company and month, so checking hourly is enough.
  await enqueueMonthlyInvoices(await worker.db()).catch((error: unknown) => console.error("[outbox] monthly invoices failed", error));
  // "Invoice overdue" once, the first day past due: an hour late at most.
  await mailOverdueInvoices(await worker.db()).catch((error: unknown) => console.error("[outbox] overdue invoices failed", error));
}

function runWorker() {
  for (const lane of OUTBOX_LANES) void runLane(lane);
  void pruneWhenDue();
}

/**
 * The app process's worker (started by instrumentation.ts): drains every few seconds, and at
 * once after a message is written; prunes old sent messages once an hour. Serverless hosts without a long-lived process call
 * POST /api/v1/cron/outbox instead (INTERFACES.md).
 */
export function startOutboxWorker(db: () => Promise<Db>, intervalMs = 5_000): void {
  if (worker) return;
  const timer = setInterval(runWorker, intervalMs);
  timer.unref();
  const idle = (): LaneLoop => ({ busy: false, again: false });
  worker = { db, timer, lanes: { mail: idle(), webhook: idle() }, prunedAt: 0 };
  whenKicked(() => setImmediate(runWorker));
  runWorker();
}
