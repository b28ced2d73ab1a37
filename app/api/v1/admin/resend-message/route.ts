import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { resendFromLog } from "@/lib/messages/message-log";
import { MESSAGE_QUEUED_AGAIN, resendMessageSchema } from "@/lib/messages/message-log-schemas";

// POST /api/v1/admin/resend-message — { id }: queues the message again (409 while it is being sent); answers its log line.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { id } = await readBody(req, resendMessageSchema);
  return ok(await resendFromLog(await getDb(), actor, id), { message: MESSAGE_QUEUED_AGAIN });
});
