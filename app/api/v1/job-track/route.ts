import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { loadJobForActor } from "@/lib/jobs/load-job";
import { listRecentLocationUpdates } from "@/lib/jobs/queries/detail-parts";
import { jobTrackQuerySchema } from "@/lib/jobs/schemas";

// GET /api/v1/job-track?jobId=&before=&limit= — a job's earlier driver positions, for the
// tracking list's "Show earlier updates" (the details carry only the latest ones). Staff see
// every job, a customer his company's (others are 404).
export const GET = withAuth({}, async ({ req, actor }) => {
  const { jobId, before, limit } = readQuery(req, jobTrackQuerySchema);
  const db = await getDb();
  const job = await loadJobForActor(db, actor, jobId);
  return ok(await listRecentLocationUpdates(db, job.id, { limit, before }));
});
