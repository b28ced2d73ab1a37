import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { outboxMessages, webhookEndpoints, type Job, type OutboxWebhook } from "@/db/schema";
import { isJobNotificationEvent, type NotificationEvent } from "@/lib/events/events";
import { kickOutbox } from "@/lib/outbox/outbox";
import { jobWebhookEvent, type SubscribableEvent, type WebhookEvent } from "./events";
import { jobWebhookData } from "./job-webhook-data";

/** An event's body as every endpoint gets it (signed afresh at each attempt by deliver.ts). */
export function webhookPayload(type: WebhookEvent, data: Record<string, unknown>, at: Date = new Date()): OutboxWebhook {
  return { type, timestamp: at.toISOString(), data };
}

/** One delivery to one endpoint, in the caller's transaction; the same key twice is one delivery. */
export async function enqueueWebhookDelivery(tx: DbOrTx, endpointId: number, key: string, payload: OutboxWebhook): Promise<void> {
  await tx.insert(outboxMessages).values({ kind: "webhook", endpointId, idempotencyKey: key, payload }).onConflictDoNothing();
  kickOutbox();
}

/**
 * Writes a job event's webhook deliveries to the outbox in the caller's transaction (the
 * change's own): one per active endpoint subscribed to `job.<event>`, keyed by the change's key
 * and the endpoint, so a retried change delivers once.
 */
export async function enqueueWebhooks(tx: DbOrTx, event: NotificationEvent, job: Job, key: string): Promise<void> {
  if (!isJobNotificationEvent(event)) return;
  await enqueueEventWebhooks(tx, jobWebhookEvent(event), () => jobWebhookData(job), key);
}

/** An event's deliveries (a job's, an invoice's): one per active endpoint subscribed to its type, keyed by `key` and the endpoint. */
export async function enqueueEventWebhooks(
  tx: DbOrTx,
  type: SubscribableEvent,
  data: () => Record<string, unknown>,
  key: string,
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`));
  if (endpoints.length === 0) return;
  const payload = webhookPayload(type, data());
  await tx
    .insert(outboxMessages)
    .values(
      endpoints.map((endpoint) => ({
        kind: "webhook" as const,
        endpointId: endpoint.id,
        idempotencyKey: `webhook:${key}:${endpoint.id}`,
        payload,
      })),
    )
    .onConflictDoNothing();
  kickOutbox();
}
