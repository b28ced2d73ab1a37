import { getDb } from "@/db/client";
import { withClaims } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getJobsOverviewOfCaller } from "@/lib/jobs/queries/jobs-overview";

// GET /api/v1/jobs-overview — the dashboard's counts, within the caller's scope (his user row checked in the same statement).
export const GET = withClaims(async ({ claims }) => ok(await getJobsOverviewOfCaller(await getDb(), claims)));
