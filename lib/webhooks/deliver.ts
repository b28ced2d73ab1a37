import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db } from "@/db/client";
import { webhookEndpoints, type OutboxWebhook } from "@/db/schema";
import { DeliveryError } from "@/lib/outbox/delivery-error";

/** How long an endpoint may take to answer one delivery. */
const TIMEOUT_MS = 10_000;

/**
 * One attempt at a webhook delivery, signed as the Standard Webhooks specification says: the
 * message id stays the same across retries (receivers drop duplicates by it), the timestamp and
 * signature are the attempt's. Any 2xx is delivered; anything else is a DeliveryError with the
 * status, so the outbox retries it and the log shows the code.
 */
export async function deliverWebhook(db: Db, endpointId: number | null, messageId: number, payload: OutboxWebhook): Promise<number> {
  const [endpoint] = endpointId === null ? [] : await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new DeliveryError("The endpoint was removed.");
  const id = `msg_${messageId}`;
  const now = new Date();
  const body = JSON.stringify(payload);
  const signature = new Webhook(endpoint.secret).sign(id, now, body);
  const response = await fetch(endpoint.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new DeliveryError(`The endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new DeliveryError(`The endpoint answered ${response.status}.`, response.status);
  return response.status;
}
