import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { addWebhookEndpoint } from "@/lib/webhooks/add-webhook-endpoint";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";

// POST /api/v1/admin/add-webhook-endpoint — url, description, events[]; answers the endpoint with its secret, shown this once.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const endpoint = await addWebhookEndpoint(await getDb(), actor, await readJson(req));
  return ok(endpoint, { message: WEBHOOK_MESSAGES.added, status: 201 });
});
