import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { dispatchPositions } from "@/lib/dispatch/positions";

// GET /api/v1/admin/get-dispatch-positions — the live map's poll: jobs in transit at their latest position, today's pickups.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ actor }) => {
  return ok(await dispatchPositions(await getDb(), actor), { message: "Positions" });
});
