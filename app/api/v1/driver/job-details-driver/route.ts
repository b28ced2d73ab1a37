import { getDb } from "@/db/client";
import { readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getDriverJob } from "@/lib/driver-link/queries/driver-job";
import { driverJobQuerySchema } from "@/lib/driver-link/schemas";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";

// GET /api/v1/driver/job-details-driver?jobId= — the job as the driver sees it (reads go on after the link expires).
export const GET = withDriverLink({ write: false }, async ({ req, verifyLink }) => {
  const { jobId, driverId } = readQuery(req, driverJobQuerySchema);
  const db = await getDb();
  const link = await verifyLink({ jobId, driverId });
  return ok(await getDriverJob(db, link));
});
