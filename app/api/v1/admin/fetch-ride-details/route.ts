import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { getRideDetails } from "@/lib/jobs/queries/ride-details";
import { jobIdQuerySchema } from "@/lib/jobs/schemas";

// GET /api/v1/admin/fetch-ride-details?jobId= — check-in, delivery, photos, track and documents.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { jobId } = readQuery(req, jobIdQuerySchema);
  return ok(await getRideDetails(await getDb(), actor, jobId));
});
