import { and, count, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { jobCounters, jobPickupCounters, jobs, jobStatusTotals } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { JobStatus } from "../statuses";
import { filterName, type TabFilter } from "../tabs";
import { utcDate } from "../timing";

/*
 * The counters are kept by the database in the transaction of every job write (migrations 0003
 * and 0005): job_counters per company and status (a customer's scope), job_status_totals per
 * status (staff: every company) and job_pickup_counters per status and pickup date (staff's
 * "upcoming"). Each count below reads a few rows instead of counting jobs.
 */

const isCustomer = (actor: Actor) => actor.role === "customer";
const companyOf = (actor: Actor) => actor.companyId ?? -1;

/** Jobs per status in the caller's scope: a customer's company, every company for staff. */
export async function countJobsByStatus(db: DbOrTx, actor: Actor): Promise<Map<JobStatus, number>> {
  const rows = isCustomer(actor)
    ? await preparedQuery(db, "counts_by_status_company", (name) =>
        db
          .select({ status: jobCounters.requestStatus, n: jobCounters.count })
          .from(jobCounters)
          .where(eq(jobCounters.companyId, sql.placeholder("companyId")))
          .prepare(name),
      ).execute({ companyId: companyOf(actor) })
    : await preparedQuery(db, "counts_by_status_all", (name) =>
        db.select({ status: jobStatusTotals.requestStatus, n: jobStatusTotals.count }).from(jobStatusTotals).prepare(name),
      ).execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The number of jobs with one of the statuses (null: any) in the caller's scope. */
export async function countJobsWithStatus(db: DbOrTx, actor: Actor, statuses: readonly JobStatus[] | null): Promise<number> {
  const filter = { statuses };
  const inStatuses = (column: typeof jobCounters.requestStatus | typeof jobStatusTotals.requestStatus) =>
    statuses ? inArray(column, [...statuses]) : undefined;
  const [row] = isCustomer(actor)
    ? await preparedQuery(db, `count_company_${filterName(filter)}`, (name) =>
        db
          .select({ n: sql<number>`coalesce(sum(${jobCounters.count}), 0)::int` })
          .from(jobCounters)
          .where(and(eq(jobCounters.companyId, sql.placeholder("companyId")), inStatuses(jobCounters.requestStatus)))
          .prepare(name),
      ).execute({ companyId: companyOf(actor) })
    : await preparedQuery(db, `count_all_${filterName(filter)}`, (name) =>
        db
          .select({ n: sql<number>`coalesce(sum(${jobStatusTotals.count}), 0)::int` })
          .from(jobStatusTotals)
          .where(inStatuses(jobStatusTotals.requestStatus))
          .prepare(name),
      ).execute();
  return Number(row?.n ?? 0);
}

/**
 * The total of a tab in the caller's scope, without a search. A pickup-date tab reads, for
 * staff, the pickup counters from today on; for a customer it counts its company's jobs that
 * match the list's own condition (`where`) through the (company, status) index.
 */
export async function countJobsInTab(db: DbOrTx, actor: Actor, filter: TabFilter, where: SQL | undefined, now: Date): Promise<number> {
  if (!filter.pickupFromToday) return countJobsWithStatus(db, actor, filter.statuses);
  const [row] = isCustomer(actor)
    ? await db.select({ n: count() }).from(jobs).where(where)
    : await preparedQuery(db, `count_all_${filterName(filter)}`, (name) =>
        db
          .select({ n: sql<number>`coalesce(sum(${jobPickupCounters.count}), 0)::int` })
          .from(jobPickupCounters)
          .where(
            and(
              filter.statuses ? inArray(jobPickupCounters.requestStatus, [...filter.statuses]) : undefined,
              gte(jobPickupCounters.pickupDate, sql.placeholder("today")),
            ),
          )
          .prepare(name),
      ).execute({ today: utcDate(now) });
  return Number(row?.n ?? 0);
}
