import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { setDriverDayOff } from "@/lib/dispatch/days-off";
import { DAYS_OFF_MESSAGES, setDriverDayOffSchema } from "@/lib/dispatch/schemas";

// POST /api/v1/admin/set-driver-day-off — marks (off: true) or clears a driver's day off from the board.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const dayOff = await setDriverDayOff(await getDb(), actor, await readBody(req, setDriverDayOffSchema));
  return ok(dayOff, { message: dayOff.off ? DAYS_OFF_MESSAGES.marked : DAYS_OFF_MESSAGES.cleared });
});
