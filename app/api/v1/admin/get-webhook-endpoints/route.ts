import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";
import { listWebhookEndpoints } from "@/lib/webhooks/webhook-queries";

// GET /api/v1/admin/get-webhook-endpoints — every endpoint (URL, events, active, the secret's last characters only).
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ actor }) => {
  return ok(await listWebhookEndpoints(await getDb(), actor), { message: WEBHOOK_MESSAGES.list });
});
