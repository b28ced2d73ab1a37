import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { ROLES } from "@/lib/auth/roles";
import { getJobsOverview } from "@/lib/jobs/queries/jobs-overview";

// GET /api/v1/jobs-overview — the dashboard's counts, within the caller's scope.
export const GET = withAuth({ roles: ROLES }, async ({ actor }) => ok(await getJobsOverview(await getDb(), actor)));
