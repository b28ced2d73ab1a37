import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { WEBHOOK_MESSAGES } from "./messages";
import { webhookEndpointRefSchema } from "./schemas";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/**
 * DELETE admin/remove-webhook-endpoint?endpointId=: the endpoint and its deliveries (the outbox
 * rows cascade), so nothing pending is sent to it afterwards. A delivery being sent this moment
 * finds no endpoint at its next attempt.
 */
export async function removeWebhookEndpoint(db: DbOrTx, actor: Actor, input: unknown): Promise<{ id: number }> {
  assertStaff(actor);
  const { endpointId } = parseOrThrow(webhookEndpointRefSchema, input);
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)).returning({ id: webhookEndpoints.id });
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}
