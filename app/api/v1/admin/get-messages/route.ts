import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listMessages } from "@/lib/messages/message-log";
import { messageLogQuerySchema } from "@/lib/messages/message-log-schemas";

// GET /api/v1/admin/get-messages?page&limit&state&search — the message log, newest first; state all|queued|sent|retrying|failed.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listMessages(await getDb(), actor, readQuery(req, messageLogQuerySchema));
  return ok(rows, { message: "Messages", ...paging });
});
