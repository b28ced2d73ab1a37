import { randomBytes } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { fieldError, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { env } from "@/lib/env";
import { refusedWebhookUrl } from "./address-guard";
import { addWebhookEndpointSchema } from "./schemas";
import { toEndpointView, type WebhookEndpointView } from "./webhook-queries";

/** A new signing secret as the Standard Webhooks specification writes it: `whsec_` and base64 of 24 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/**
 * POST admin/add-webhook-endpoint: the URL is refused when it resolves to a private address
 * (unless WEBHOOKS_ALLOW_PRIVATE=1). The answer carries the secret in full, the only time it is shown.
 */
export async function addWebhookEndpoint(db: DbOrTx, actor: Actor, body: unknown): Promise<WebhookEndpointView & { secret: string }> {
  const input = parseOrThrow(addWebhookEndpointSchema, body);
  const refused = await refusedWebhookUrl(input.url, { allowPrivate: env().WEBHOOKS_ALLOW_PRIVATE === "1" });
  if (refused) throw fieldError("url", refused);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ url: input.url, description: input.description, events: input.events, secret: newWebhookSecret(), createdBy: actor.id })
    .returning();
  return { ...toEndpointView(row!), secret: row!.secret };
}
