import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { getDriverDetails } from "@/lib/drivers/driver-queries";
import { driverIdQuerySchema } from "@/lib/drivers/schemas";

// GET /api/v1/admin/get-driver-details?driverId= — one driver with picture URL and creator.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { driverId } = readQuery(req, driverIdQuerySchema);
  return ok(await getDriverDetails(await getDb(), actor, driverId), { message: "Driver details" });
});
