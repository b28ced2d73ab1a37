import { count } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { jobScope } from "../load-job";
import type { JobStatus } from "../statuses";

/** SPEC.md §3 "Overview response", counted within the caller's scope (DECISIONS.md). */
export type JobsOverview = {
  pendingJobs: number;
  totalJobs: number;
  completedJobs: number;
  pomissingjobs: number;
  awaiting_reschedule_Jobs: number;
  inTransitjobs: number;
  cancelledJobs: number;
};

export async function getJobsOverview(db: DbOrTx, actor: Actor): Promise<JobsOverview> {
  const rows = await db
    .select({ status: jobs.requestStatus, n: count() })
    .from(jobs)
    .where(jobScope(actor))
    .groupBy(jobs.requestStatus);
  const by = (status: JobStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    pendingJobs: by("submitted"),
    totalJobs: rows.reduce((sum, r) => sum + r.n, 0),
    completedJobs: by("delivered"),
    pomissingjobs: by("PO_missing"),
    awaiting_reschedule_Jobs: by("awaiting_reschedule_date"),
    inTransitjobs: by("in_transit"),
    cancelledJobs: by("cancelled"),
  };
}
