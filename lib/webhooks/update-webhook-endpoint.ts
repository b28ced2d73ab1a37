import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { WEBHOOK_MESSAGES } from "./messages";
import { updateWebhookEndpointSchema } from "./schemas";
import { loadWebhookEndpoint, toEndpointView, type WebhookEndpointView } from "./webhook-queries";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/** PUT admin/update-webhook-endpoint: events, description and the active switch; what is left out stays. */
export async function updateWebhookEndpoint(db: DbOrTx, actor: Actor, body: unknown): Promise<WebhookEndpointView> {
  assertStaff(actor);
  const { endpointId, events, description, active } = parseOrThrow(updateWebhookEndpointSchema, body);
  const changes = {
    ...(events !== undefined && { events }),
    ...(description !== undefined && { description }),
    ...(active !== undefined && { active }),
    // Switched on: a fresh start, not a day of failures that switches it off at the next one.
    ...(active === true && { failingSince: null, failures: 0, pausedUntil: null }),
  };
  if (Object.keys(changes).length === 0) return toEndpointView(await loadWebhookEndpoint(db, endpointId));
  const [row] = await db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, endpointId)).returning();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return toEndpointView(row);
}
