import { getDb } from "@/db/client";
import { queryOf, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";
import { removeWebhookEndpoint } from "@/lib/webhooks/remove-webhook-endpoint";

// DELETE /api/v1/admin/remove-webhook-endpoint?endpointId= — the endpoint and its deliveries, pending ones too.
export const DELETE = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await removeWebhookEndpoint(await getDb(), actor, queryOf(req)), { message: WEBHOOK_MESSAGES.removed });
});
