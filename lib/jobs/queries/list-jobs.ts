import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { companies, drivers, jobs, users } from "@/db/schema";
import { containsPattern, offsetOf, type Paged } from "@/lib/api/pagination";
import type { Actor } from "@/lib/auth/actor";
import { jobScope } from "../load-job";
import type { TabFilter } from "../tabs";
import { utcDate } from "../timing";

const customers = alias(users, "customers");

/** SPEC.md §3 "Job (list item)" plus the job-list row fields. */
export const jobListColumns = {
  id: jobs.id,
  request_status: jobs.requestStatus,
  companyName: companies.name,
  company_id: jobs.companyId,
  customer_name: customers.username,
  pickup_date: jobs.pickupDate,
  pickup_time: jobs.pickupTime,
  pickup_business_name: jobs.pickupBusinessName,
  pickup_location: jobs.pickupLocation,
  dropoff_date: jobs.dropoffDate,
  dropoff_time: jobs.dropoffTime,
  dropoff_business_name: jobs.dropoffBusinessName,
  dropoff_location: jobs.dropoffLocation,
  driver_id: jobs.driverId,
  driver_name: drivers.name,
  vehicle_year: jobs.vehicleYear,
  vehicle_make: jobs.vehicleMake,
  vehicle_model: jobs.vehicleModel,
  vin_number: jobs.vinNumber,
  fuel_type: jobs.fuelType,
  po_number: jobs.poNumber,
  createdAt: jobs.createdAt,
};

export type JobListItem = {
  [K in keyof typeof jobListColumns]: (typeof jobListColumns)[K]["_"]["notNull"] extends true
    ? (typeof jobListColumns)[K]["_"]["data"]
    : (typeof jobListColumns)[K]["_"]["data"] | null;
};

export type ListJobsParams = { actor: Actor; filter: TabFilter; search: string; page: number; limit: number; now?: Date };

/** Search (DECISIONS.md): job id, VIN, PO number, company name and customer name, case-insensitive. */
export function jobSearchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const conditions: (SQL | undefined)[] = [
    ilike(jobs.vinNumber, pattern),
    ilike(jobs.poNumber, pattern),
    ilike(companies.name, pattern),
    ilike(customers.username, pattern),
  ];
  const id = /^(?:job-)?(\d{1,9})$/i.exec(text)?.[1];
  if (id) conditions.unshift(eq(jobs.id, Number(id)));
  return or(...conditions);
}

function filterCondition(filter: TabFilter, now: Date): SQL | undefined {
  return and(
    filter.statuses ? inArray(jobs.requestStatus, [...filter.statuses]) : undefined,
    filter.pickupFromToday ? gte(jobs.pickupDate, utcDate(now)) : undefined,
  );
}

/** Jobs by id in the list item shape (SPEC.md §3 names), in id order: what create-job answers. */
export async function listJobItemsByIds(db: DbOrTx, ids: number[]): Promise<JobListItem[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(jobListColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(drivers, eq(drivers.id, jobs.driverId))
    .where(inArray(jobs.id, ids))
    .orderBy(asc(jobs.id));
  return rows as JobListItem[];
}

/** A page of jobs in the caller's scope, newest first, with the total of the filter. */
export async function listJobs(db: DbOrTx, params: ListJobsParams): Promise<Paged<JobListItem>> {
  const { actor, filter, search, page, limit, now = new Date() } = params;
  const where = and(jobScope(actor), filterCondition(filter, now), jobSearchCondition(search));
  const [rows, [total]] = await Promise.all([
    db
      .select(jobListColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(customers, eq(customers.id, jobs.customerId))
      .leftJoin(drivers, eq(drivers.id, jobs.driverId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit)
      .offset(offsetOf({ page, limit })),
    db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(customers, eq(customers.id, jobs.customerId))
      .where(where),
  ]);
  return { rows: rows as JobListItem[], total: total?.n ?? 0, page, limit };
}
