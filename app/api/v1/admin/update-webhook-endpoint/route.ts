import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";
import { updateWebhookEndpoint } from "@/lib/webhooks/update-webhook-endpoint";

// PUT /api/v1/admin/update-webhook-endpoint — endpointId and any of events[], description, active.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await updateWebhookEndpoint(await getDb(), actor, await readJson(req)), { message: WEBHOOK_MESSAGES.updated });
});
