import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/pagination";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listDrivers } from "@/lib/drivers/driver-queries";

// GET /api/v1/admin/get-all-drivers?page&limit&search — defaults 1, 10, ''; newest first.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listDrivers(await getDb(), actor, readQuery(req, pageQuerySchema));
  return ok(rows, { message: "Drivers", ...paging });
});
