import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listDaysOff } from "@/lib/dispatch/days-off";
import { daysOffRangeSchema } from "@/lib/dispatch/schemas";

// GET /api/v1/admin/get-driver-days-off?from=&to= — every driver's days off in the range, both dates included.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await listDaysOff(await getDb(), actor, readQuery(req, daysOffRangeSchema)), { message: "Days off" });
});
