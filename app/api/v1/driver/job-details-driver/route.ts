import { getDb } from "@/db/client";
import { readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getDriverJob } from "@/lib/driver/queries/driver-job";
import { driverJobQuerySchema } from "@/lib/driver/schemas";
import { verifyDriverLink } from "@/lib/driver/verify-link";
import { withDriverLink } from "@/lib/driver/with-driver-link";

// GET /api/v1/driver/job-details-driver?jobId= — the job as the driver sees it (reads go on after the link expires).
export const GET = withDriverLink(async ({ req, token }) => {
  const { jobId, driverId } = readQuery(req, driverJobQuerySchema);
  const db = await getDb();
  const link = await verifyDriverLink(db, { token, jobId, driverId });
  return ok(await getDriverJob(db, link));
});
