import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";
import { sendTestWebhook } from "@/lib/webhooks/send-test-webhook";

// POST /api/v1/admin/send-test-webhook — endpointId: queues one webhook.test delivery to it.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await sendTestWebhook(await getDb(), actor, await readJson(req)), { message: WEBHOOK_MESSAGES.testQueued });
});
