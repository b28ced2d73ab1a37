import { getDb } from "@/db/client";
import { readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getDriverTrack } from "@/lib/driver-link/queries/driver-track";
import { tripRefSchema } from "@/lib/driver-link/schemas";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";

// GET /api/v1/driver/update-location?job_id=&driver_id= — the job's positions (current_latitude, current_longitude, createdAt).
export const GET = withDriverLink({ write: false }, async ({ req, verifyLink }) => {
  const { job_id, driver_id } = readQuery(req, tripRefSchema);
  const db = await getDb();
  const link = await verifyLink({ jobId: job_id, driverId: driver_id });
  return ok(await getDriverTrack(db, link));
});
