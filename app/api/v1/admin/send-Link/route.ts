import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { sendDriverLink } from "@/lib/jobs/assign-driver";

// POST /api/v1/admin/send-Link — jobId, driverId: mails the driver his signed link.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  await sendDriverLink(await getDb(), actor, await readJson(req));
  return ok(null, { message: "Link sent to the driver successfully" });
});
