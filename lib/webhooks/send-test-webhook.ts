import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { fieldError, parseOrThrow } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { enqueueWebhookDelivery, webhookPayload } from "./emit";
import { TEST_WEBHOOK_EVENT } from "./events";
import { WEBHOOK_MESSAGES } from "./messages";
import { webhookEndpointRefSchema } from "./schemas";
import { loadWebhookEndpoint } from "./webhook-queries";

/** POST admin/send-test-webhook: one `webhook.test` delivery to the endpoint, whatever it subscribes to; each press is one more. */
export async function sendTestWebhook(db: DbOrTx, actor: Actor, body: unknown): Promise<{ endpointId: number; type: string }> {
  assertStaff(actor);
  const { endpointId } = parseOrThrow(webhookEndpointRefSchema, body);
  const endpoint = await loadWebhookEndpoint(db, endpointId);
  if (!endpoint.active) throw fieldError("endpointId", WEBHOOK_MESSAGES.testSwitchedOff);
  const payload = webhookPayload(TEST_WEBHOOK_EVENT, { endpoint_id: endpoint.id, message: "A test event: the endpoint is set up." });
  // Staff asking for a test mean now: the endpoint's backoff is cut short (its failures still count).
  await db.update(webhookEndpoints).set({ pausedUntil: null }).where(eq(webhookEndpoints.id, endpoint.id));
  await enqueueWebhookDelivery(db, endpoint.id, `webhook:test:${endpoint.id}:${randomUUID()}`, payload);
  return { endpointId: endpoint.id, type: TEST_WEBHOOK_EVENT };
}
