import { getDb } from "@/db/client";
import { readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { loadInspection } from "@/lib/inspections/inspection-view";
import { inspectionRefSchema } from "@/lib/inspections/schemas";

// GET /api/v1/driver/inspection?jobId=&driverId=&kind=pickup|delivery — the inspection as it stands (the phone resumes from it).
export const GET = withDriverLink({ write: false }, async ({ req, verifyLink }) => {
  const { jobId, driverId, kind } = readQuery(req, inspectionRefSchema);
  const db = await getDb();
  const link = await verifyLink({ jobId, driverId });
  return ok(await loadInspection(db, link.jobId, kind));
});
