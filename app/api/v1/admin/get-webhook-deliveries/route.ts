import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";
import { webhookDeliveriesQuerySchema } from "@/lib/webhooks/schemas";
import { listWebhookDeliveries } from "@/lib/webhooks/webhook-queries";

// GET /api/v1/admin/get-webhook-deliveries?endpointId&page&limit — the endpoint's deliveries, newest first, with state, attempts and response code.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listWebhookDeliveries(await getDb(), actor, readQuery(req, webhookDeliveriesQuerySchema));
  return ok(rows, { message: WEBHOOK_MESSAGES.deliveries, ...paging });
});
