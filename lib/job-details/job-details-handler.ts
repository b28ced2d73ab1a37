import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { rolesOf, type Audience } from "@/lib/jobs/job-route-handlers";
import { jobIdQuerySchema } from "@/lib/jobs/schemas";
import { getJobDetails } from "./get-job-details";

/** GET …/get-job-details?jobId= (customer and admin differ only in audience). */
export function jobDetailsHandler(audience: Audience) {
  return withAuth({ roles: rolesOf(audience) }, async ({ req, actor }) => {
    const { jobId } = readQuery(req, jobIdQuerySchema);
    return ok(await getJobDetails(await getDb(), actor, jobId));
  });
}
