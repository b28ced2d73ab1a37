import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { users } from "@/db/schema";
import { callerRow, checkedActor, selectAccess, type Actor } from "@/lib/auth/actor";
import type { SessionClaims } from "@/lib/auth/session-token";
import { scopeCompanyId } from "../load-job";
import type { JobStatus } from "../statuses";
import { countJobsByStatus, statusCounts } from "./job-counts";

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

/**
 * The overview for the holder of a verified token, with the check of his user row: one
 * statement reads the row and, beside it, the counters of the row's own company (or the
 * staff's totals), and nothing is answered before the row passes checkedActor. One round trip
 * instead of two (the identity, then the counts): over HTTP each round trip cost the server
 * about 0.1 ms of CPU, measured, a seventh of an overview.
 */
export async function getJobsOverviewOfCaller(db: DbOrTx, claims: SessionClaims): Promise<JobsOverview> {
  const scoped = scopeCompanyId(claims) !== null;
  const [row] = await preparedQuery(db, `overview_of_caller_${scoped ? "company" : "all"}`, (name) => {
    const rows = statusCounts(db, scoped ? users.companyId : null).as("rows");
    // One row, the counts as two lists: nine rows repeating the user's columns took half again
    // as much of Node's time to read (0.044 against 0.030 ms per statement, measured).
    const counts = db
      .select({
        statuses: sql<JobStatus[] | null>`array_agg(${rows.status})`.as("statuses"),
        ns: sql<number[] | null>`array_agg(${rows.n})`.as("ns"),
      })
      .from(rows)
      .as("counts");
    return selectAccess(db, { statuses: counts.statuses, ns: counts.ns })
      .leftJoinLateral(counts, sql`true`)
      .where(callerRow)
      .prepare(name);
  }).execute({ id: claims.id });
  checkedActor(row, claims);
  const { statuses, ns } = row!;
  return overviewOf(new Map((statuses ?? []).map((status, i) => [status, Number(ns![i])])));
}

function overviewOf(counts: Map<JobStatus, number>): JobsOverview {
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
