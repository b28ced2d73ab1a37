import { and, asc, count, eq, inArray, sql, type Column, type SQL, type SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { PLAN_PER_CALL } from "@/db/pglite-prepared";
import { descNullsLast } from "@/db/order";
import { companies, drivers, jobs, users, vehiclePlacesText } from "@/db/schema";
import { containsPattern, DEFAULT_PAGE_SIZE, offsetOf, type Paged } from "@/lib/api/pagination";
import type { Actor } from "@/lib/auth/actor";
import { companyJobs, jobScope, scopeCompanyId } from "../load-job";
import { filterName, type TabFilter } from "../tabs";
import { utcDate } from "../timing";
import { countJobsInTab, tabTotalQuery } from "./job-counts";
import { tabCondition } from "./tab-condition";

/*
 * The company, customer and driver names are scalar subqueries, not joins: a page is ten to a
 * hundred rows, each name one primary-key lookup, and PostgreSQL plans the statement in a
 * fraction of the time a four-table join takes to plan (planning was most of a list's cost).
 */
const companyName = sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${jobs.companyId})`;
const customerName = sql<string>`(select ${users.username} from ${users} where ${users.id} = ${jobs.customerId})`;
const driverName = sql<string | null>`(select ${drivers.name} from ${drivers} where ${drivers.id} = ${jobs.driverId})`;

/** SPEC.md §3 "Job (list item)" plus the job-list row fields. */
export const jobListSelection = {
  id: jobs.id,
  request_status: jobs.requestStatus,
  companyName,
  company_id: jobs.companyId,
  customer_name: customerName,
  pickup_date: jobs.pickupDate,
  pickup_time: jobs.pickupTime,
  pickup_timezone: jobs.pickupTimezone,
  pickup_business_name: jobs.pickupBusinessName,
  pickup_location: jobs.pickupLocation,
  dropoff_date: jobs.dropoffDate,
  dropoff_time: jobs.dropoffTime,
  dropoff_timezone: jobs.dropoffTimezone,
  dropoff_business_name: jobs.dropoffBusinessName,
  dropoff_location: jobs.dropoffLocation,
  driver_id: jobs.driverId,
  driver_name: driverName,
  vehicle_year: jobs.vehicleYear,
  vehicle_make: jobs.vehicleMake,
  vehicle_model: jobs.vehicleModel,
  vin_number: jobs.vinNumber,
  fuel_type: jobs.fuelType,
  po_number: jobs.poNumber,
  createdAt: jobs.createdAt,
};

type ValueOf<C> =
  C extends SQL<infer T> ? T : C extends Column ? (C["_"]["notNull"] extends true ? C["_"]["data"] : C["_"]["data"] | null) : never;
export type JobListItem = { [K in keyof typeof jobListSelection]: ValueOf<(typeof jobListSelection)[K]> };

export type ListJobsParams = { actor: Actor; filter: TabFilter; search: string; page: number; limit: number; now?: Date };

/** pg_trgm's unit: a shorter search text has no trigram for the indexes to look up. */
const TRIGRAM_LENGTH = 3;

/**
 * Search (DECISIONS.md): job id (also "job-58" and "#58"), VIN, PO number, company name, customer
 * name, and the vehicle and places (make, model, the addresses with their cities), case-insensitive.
 * An OR across the joined tables would defeat the indexes (each arm lives on another table), so
 * it is a union of one index-backed lookup per column (trigram indexes for ILIKE '%text%'), each
 * already narrowed by the caller's scope and tab and answering (id, created_at) straight from
 * its index, so the page is sorted without visiting the matching rows.
 */
function searchedJobs(search: string, where: SQL | undefined): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const arm = (match: SQL) => sql`select ${jobs.id}, ${jobs.createdAt} from ${jobs} where ${and(match, where)}`;
  const arms: SQL[] = [
    arm(sql`${jobs.vinNumber} ilike ${pattern}`),
    arm(sql`${jobs.poNumber} ilike ${pattern}`),
    arm(sql`${jobs.companyId} in (select ${companies.id} from ${companies} where ${companies.name} ilike ${pattern})`),
    arm(sql`${jobs.customerId} in (select ${users.id} from ${users} where ${users.username} ilike ${pattern})`),
    arm(sql`${vehiclePlacesText(jobs)} ilike ${pattern}`),
  ];
  const id = /^(?:job-|#)?(\d{1,9})$/i.exec(text)?.[1];
  if (id) arms.unshift(arm(eq(jobs.id, Number(id))));
  // A text shorter than a trigram cannot narrow the trigram indexes: PostgreSQL must plan it for
  // its value (a scan; measured on 1M jobs, a plan made for any pattern took twice as long).
  // Longer texts all want the trigram lookups, so they share one prepared statement and plan.
  const planned = text.length < TRIGRAM_LENGTH ? sql.raw(` ${PLAN_PER_CALL}`) : sql``;
  return sql`(${sql.join(arms, sql` union `)}${planned}) as matched`;
}

/** Jobs by id in the list item shape (SPEC.md §3 names), in id order: what create-job answers. */
export async function listJobItemsByIds(db: DbOrTx, ids: number[]): Promise<JobListItem[]> {
  if (!ids.length) return [];
  const rows = await db.select(jobListSelection).from(jobs).where(inArray(jobs.id, ids)).orderBy(asc(jobs.id));
  return rows as JobListItem[];
}

/**
 * A page of jobs in the caller's scope, newest first, with the total of the filter.
 *
 * Without a search, one statement: the page's ids come from the jobs alone (an index-only walk
 * of the index matching the filter and the order, however deep the page), only those rows are
 * read with their company, customer and driver names, and the total comes from the job counters
 * (job-counts.ts); a page past the end counts on its own. With a search, the union of lookups is run once: its page of
 * ids with the total of all matches beside each (a window count), then those rows; a page past
 * the last match counts the matches on its own.
 */
export async function listJobs(db: DbOrTx, params: ListJobsParams): Promise<Paged<JobListItem>> {
  const { actor, filter, search, page, limit, now = new Date() } = params;
  const matched = searchedJobs(search, and(jobScope(actor), tabCondition(filter, utcDate(now))));
  const offset = offsetOf({ page, limit });
  if (matched) {
    const found = await db
      .select({ id: sql<number>`id`.mapWith(Number), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(matched)
      .orderBy(sql`created_at desc, id desc`)
      .limit(limit)
      .offset(offset);
    const total =
      found[0]?.total ??
      (offset === 0
        ? 0
        : await db
            .select({ n: count() })
            .from(matched)
            .then(([row]) => row?.n ?? 0));
    return {
      rows: await pageRows(
        db,
        sql`${jobs.id} in (${sql.join(
          found.map((f) => sql`${f.id}`),
          sql`, `,
        )})`,
        found.length,
      ),
      total,
      page,
      limit,
    };
  }
  const companyId = scopeCompanyId(actor);
  const found = await pageQuery(db, pageShape(companyId !== null, filter, offset, limit)).execute({
    companyId: companyId ?? 0,
    today: utcDate(now),
    limit,
    offset,
  });
  // The total rides on every row of the page; an empty first page means none.
  const total = found[0]?.total ?? (offset === 0 ? 0 : await countJobsInTab(db, actor, filter, now));
  return { rows: found.map((f) => f.job as JobListItem), total, page, limit };
}

export const NEWEST_FIRST = [descNullsLast(jobs.createdAt), descNullsLast(jobs.id)];

/** A tab's page statement: one company or every one, the tab, and whether it is the screens' first page. */
export type PageShape = { scoped: boolean; filter: TabFilter; firstScreen: boolean };

/** The shape of a page: the screens' first page is the first of the default size. */
export const pageShape = (scoped: boolean, filter: TabFilter, offset: number, limit: number): PageShape => ({
  scoped,
  filter,
  firstScreen: offset === 0 && limit === DEFAULT_PAGE_SIZE,
});

/**
 * The page of a tab without a search, as a named (prepared) statement built once per shape: the
 * page's ids, then their rows, with the tab's total as one computed column (job-counts.ts). The
 * screens' first page has its size written in, so PostgreSQL can keep one plan for it.
 */
function preparePage(db: DbOrTx, shape: PageShape, name: string) {
  const { ids, total } = pageParts(db, shape, sql.placeholder("companyId"));
  return db
    .select({ job: jobListSelection, total: sql<number>`${total}`.mapWith(Number) })
    .from(jobs)
    .where(sql`${jobs.id} in (${ids})`)
    .orderBy(...NEWEST_FIRST)
    .prepare(name);
}

/** A page's ids (index order, limited) and the tab's total, for a company (when scoped) or all. */
export function pageParts(db: DbOrTx, { scoped, filter, firstScreen }: PageShape, company: SQLWrapper) {
  const where = and(scoped ? companyJobs(company) : undefined, tabCondition(filter, sql.placeholder("today")));
  const page = firstScreen
    ? sql.raw(`limit ${DEFAULT_PAGE_SIZE}`)
    : sql`limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
  const ids = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .getSQL();
  return { ids: sql`${ids} ${page}`, total: sql`(${tabTotalQuery(db, scoped ? company : null, filter).getSQL()})` };
}

export function statementName(prefix: string, { scoped, filter, firstScreen }: PageShape) {
  return `${prefix}_${scoped ? "company" : "all"}_${filterName(filter)}${firstScreen ? "_first" : ""}`;
}

function pageQuery(db: DbOrTx, shape: PageShape) {
  return preparedQuery(db, statementName("job_page", shape), (name) => preparePage(db, shape, name));
}

/** The list rows of a page's ids (a subquery, or a list of `expected` ids), newest first. */
async function pageRows(db: DbOrTx, ids: SQL, expected?: number): Promise<JobListItem[]> {
  if (expected === 0) return [];
  const rows = await db
    .select(jobListSelection)
    .from(jobs)
    .where(ids)
    .orderBy(...NEWEST_FIRST);
  return rows as JobListItem[];
}
