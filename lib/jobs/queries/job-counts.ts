import { and, eq, gte, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { jobCounters, jobPickupCounters, jobs, jobStatusTotals } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { companyJobs, scopeCompanyId } from "../load-job";
import type { JobStatus } from "../statuses";
import { filterName, type TabFilter } from "../tabs";
import { utcDate } from "../timing";
import { tabCondition } from "./tab-condition";

/*
 * The counters are kept by the database in the transaction of every job write (migrations 0003
 * and 0005): job_counters per company and status (a customer's scope), job_status_totals per
 * status (staff: every company) and job_pickup_counters per status and pickup date (staff's
 * "upcoming"). Each count below reads a few rows instead of counting jobs.
 */

/** Jobs per status in the caller's scope: a customer's company, every company for staff. */
export async function countJobsByStatus(db: DbOrTx, actor: Actor): Promise<Map<JobStatus, number>> {
  const companyId = scopeCompanyId(actor);
  const scoped = companyId !== null;
  const rows = await preparedQuery(db, `counts_by_status_${scoped ? "company" : "all"}`, (name) =>
    statusCounts(db, scoped ? sql.placeholder("companyId") : null).prepare(name),
  ).execute({ companyId });
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * The statement of jobs per status (status, n): one company's counters (a value, a placeholder
 * or a column of the statement it is part of), or every company's totals when company is null.
 */
export function statusCounts(db: DbOrTx, company: SQLWrapper | null) {
  return company === null
    ? db.select({ status: jobStatusTotals.requestStatus, n: jobStatusTotals.count }).from(jobStatusTotals)
    : db.select({ status: jobCounters.requestStatus, n: jobCounters.count }).from(jobCounters).where(eq(jobCounters.companyId, company));
}

/**
 * The total of a tab without a search, as a statement of the counters (not yet run): for staff
 * (company null) the totals per status, or from today on the pickup counters; for a customer
 * his company's counters, or for a pickup-date tab his company's jobs that match it (through the
 * (company, status) index). The company is a placeholder or a column of the statement this one
 * is part of; today is a placeholder ("today").
 */
export function tabTotalQuery(db: DbOrTx, company: SQLWrapper | null, filter: TabFilter) {
  const n = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`.as("n");
  const ofStatuses = (column: AnyPgColumn) => (filter.statuses ? inArray(column, [...filter.statuses]) : undefined);
  const today = sql.placeholder("today");
  if (filter.flag || (company !== null && filter.pickupFromToday)) {
    return db
      .select({ n: sql<number>`count(*)::int`.as("n") })
      .from(jobs)
      .where(and(company === null ? undefined : companyJobs(company), tabCondition(filter, today)));
  }
  if (company !== null) {
    return db
      .select({ n: n(jobCounters.count) })
      .from(jobCounters)
      .where(and(eq(jobCounters.companyId, company), ofStatuses(jobCounters.requestStatus)));
  }
  if (filter.pickupFromToday) {
    return db
      .select({ n: n(jobPickupCounters.count) })
      .from(jobPickupCounters)
      .where(and(ofStatuses(jobPickupCounters.requestStatus), gte(jobPickupCounters.pickupDate, today)));
  }
  return db
    .select({ n: n(jobStatusTotals.count) })
    .from(jobStatusTotals)
    .where(ofStatuses(jobStatusTotals.requestStatus));
}

/** The total of a tab in the caller's scope, without a search (a prepared tabTotalQuery). */
export async function countJobsInTab(db: DbOrTx, actor: Actor, filter: TabFilter, now: Date): Promise<number> {
  const companyId = scopeCompanyId(actor);
  const scoped = companyId !== null;
  const [row] = await preparedQuery(db, `tab_total_${scoped ? "company" : "all"}_${filterName(filter)}`, (name) =>
    tabTotalQuery(db, scoped ? sql.placeholder("companyId") : null, filter).prepare(name),
  ).execute({ companyId: companyId ?? 0, today: utcDate(now) });
  return Number(row?.n ?? 0);
}
