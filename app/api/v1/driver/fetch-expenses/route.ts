import { getDb } from "@/db/client";
import { readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { tripRefSchema } from "@/lib/driver-link/schemas";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { listDriverExpenses } from "@/lib/expenses/queries";

// GET /api/v1/driver/fetch-expenses?job_id=&driver_id= — the link's expenses with their state and staff's reason.
export const GET = withDriverLink({ write: false }, async ({ req, verifyLink }) => {
  const { job_id, driver_id } = readQuery(req, tripRefSchema);
  const db = await getDb();
  const link = await verifyLink({ jobId: job_id, driverId: driver_id });
  return ok(await listDriverExpenses(db, link));
});
