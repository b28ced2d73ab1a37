import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Db } from "@/db/client";
import { webhookEndpoints, type OutboxWebhook } from "@/db/schema";
import { env } from "@/lib/env";
import { DeliveryError } from "@/lib/outbox/delivery-error";
import { refusedWebhookUrl } from "./address-guard";
import { recordEndpointDelivered, recordEndpointFailed } from "./endpoint-health";
import { postWebhook } from "./post-webhook";

/** How long an endpoint may take to answer one delivery: receivers are asked to answer at once and work later. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * One attempt at a webhook delivery, signed as the Standard Webhooks specification says: the
 * message id stays the same across retries (receivers drop duplicates by it), the timestamp and
 * signature are the attempt's. Any 2xx is delivered; anything else is a DeliveryError with the
 * status, so the outbox retries it and the log shows the code. The address is checked again at
 * each attempt (a host's addresses may change since it was registered), and by the connection.
 */
export async function deliverWebhook(db: Db, endpointId: number | null, messageId: number, payload: OutboxWebhook): Promise<number> {
  const [endpoint] = endpointId === null ? [] : await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new DeliveryError("The endpoint was removed.");
  if (!endpoint.active) throw new DeliveryError("The endpoint is switched off.");
  const allowPrivate = env().WEBHOOKS_ALLOW_PRIVATE === "1";
  const refused = await refusedWebhookUrl(endpoint.url, { allowPrivate });
  if (refused) throw new DeliveryError(refused);
  const id = `msg_${messageId}`;
  const now = new Date();
  const body = JSON.stringify(payload);
  const signature = new Webhook(endpoint.secret).sign(id, now, body);
  const status = await postWebhook({
    url: endpoint.url,
    headers: {
      "content-type": "application/json",
      "user-agent": "vehicle-transport-jobs-webhooks",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    },
    body,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    allowPrivate,
  }).catch(async (error: unknown) => {
    await recordEndpointFailed(db, endpoint.id);
    throw new DeliveryError(`The endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (status < 200 || status > 299) {
    await recordEndpointFailed(db, endpoint.id);
    throw new DeliveryError(`The endpoint answered ${status}.`, status);
  }
  await recordEndpointDelivered(db, endpoint.id);
  return status;
}
