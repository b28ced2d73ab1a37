import type { DbOrTx } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import type { JobStatus } from "../statuses";
import { countJobsByStatus } from "./job-counts";

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

/** One query on the counters: a customer's company rows, or the staff's totals per status. */
export async function getJobsOverview(db: DbOrTx, actor: Actor): Promise<JobsOverview> {
  return overviewOf(await countJobsByStatus(db, actor));
}

/** The overview's fields from jobs per status. */
export function overviewOf(counts: Map<JobStatus, number>): JobsOverview {
  const by = (status: JobStatus) => counts.get(status) ?? 0;
  return {
    pendingJobs: by("submitted"),
    totalJobs: [...counts.values()].reduce((sum, n) => sum + n, 0),
    completedJobs: by("delivered"),
    pomissingjobs: by("PO_missing"),
    awaiting_reschedule_Jobs: by("awaiting_reschedule_date"),
    inTransitjobs: by("in_transit"),
    cancelledJobs: by("cancelled"),
  };
}
