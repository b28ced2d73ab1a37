import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobCounters } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { JobStatus } from "../statuses";

/** The counters in the caller's scope: a customer's company, every company for staff. */
function counterScope(actor: Actor) {
  return actor.role === "customer" ? eq(jobCounters.companyId, actor.companyId ?? -1) : undefined;
}

/**
 * Jobs per status in the caller's scope, read from job_counters (kept by the database in the
 * transaction of every job write, migration 0003): a few rows instead of a scan of the jobs.
 */
export async function countJobsByStatus(db: DbOrTx, actor: Actor): Promise<Map<JobStatus, number>> {
  const rows = await db
    .select({ status: jobCounters.requestStatus, n: sql<number>`sum(${jobCounters.count})::int` })
    .from(jobCounters)
    .where(counterScope(actor))
    .groupBy(jobCounters.requestStatus);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The number of jobs with one of the statuses (null: any) in the caller's scope, from job_counters. */
export async function countJobsWithStatus(db: DbOrTx, actor: Actor, statuses: readonly JobStatus[] | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${jobCounters.count}), 0)::int` })
    .from(jobCounters)
    .where(and(counterScope(actor), statuses ? inArray(jobCounters.requestStatus, [...statuses]) : undefined));
  return Number(row?.n ?? 0);
}
