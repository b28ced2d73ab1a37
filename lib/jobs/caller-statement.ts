/**
 * The signed-in API's one fast path (STYLE.md 7): the two hottest calls, a job list's page without
 * a search and the dashboard's counts (jobs-overview), read the caller's user row in their own
 * statement instead of in the guard's statement before it, and a page's rows come back from the
 * database as one JSON array in the list item's shape instead of one row per job mapped field by
 * field. One round trip less and no row mapping buy the list/health and overview targets of
 * `npm run bench` (bench/README.md, "The caller's user row"). The row is held to the guard's own
 * rule (checkedActor) before anything is answered, and any other call takes the guard's path.
 * tests/jobs/caller-statement.test.ts checks that both paths answer alike, to the byte.
 */
import { is, sql } from "drizzle-orm";
import { PgTimestamp } from "drizzle-orm/pg-core";
import { getDb, type DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { jobs, users } from "@/db/schema";
import { queryOf, requestToken, withPublic } from "@/lib/api/handler";
import { offsetOf, type Paged } from "@/lib/api/pagination";
import { ok } from "@/lib/api/respond";
import { callerRow, checkedActor, claimsOfToken, selectAccess } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/roles";
import type { SessionClaims } from "@/lib/auth/session-token";
import { scopeCompanyId } from "./load-job";
import { statusCounts } from "./queries/job-counts";
import { overviewOf, type JobsOverview } from "./queries/jobs-overview";
import {
  jobListSelection,
  NEWEST_FIRST,
  pageParts,
  pageShape,
  statementName,
  type JobListItem,
  type ListJobsParams,
  type PageShape,
} from "./queries/list-jobs";
import { jobListQuerySchema } from "./schemas";
import type { JobStatus } from "./statuses";
import type { TabFilter } from "./tabs";
import { utcDate } from "./timing";

type RouteHandler = ReturnType<typeof withPublic>;

/**
 * A list route: a tab's page without a search by a caller whose verified token has one of `roles`
 * is answered here; anything else (no or a bad token aside, which is the guard's same 401) goes to
 * `guarded`, the route's withAuth handler, so its answers and their order (401, 403, 400) are the guard's.
 */
export function withCallerPage(
  options: { roles: readonly Role[]; filterOf: (tabName: string | undefined) => TabFilter | null },
  guarded: RouteHandler,
): RouteHandler {
  return withPublic(async ({ req, params }) => {
    const claims = await claimsOfToken(requestToken(req));
    const query = jobListQuerySchema.safeParse(queryOf(req));
    const filter = query.success && !query.data.search && options.roles.includes(claims.role) && options.filterOf(query.data.tabName);
    if (!query.success || !filter) return guarded(req, { params: Promise.resolve(params) });
    const { page, limit } = query.data;
    const result = await listTabPageOfCaller(await getDb(), claims, { filter, page, limit });
    return ok(result.rows, { total: result.total, page, limit });
  });
}

/**
 * A tab's page for the holder of verified claims, in one statement: the caller's user row, and
 * beside it the page and total of the caller's scope (a customer's is the row's own company).
 * Nothing is answered before the row passes checkedActor. The claims' role must be one the call
 * allows; the row check holds it to the row.
 */
export async function listTabPageOfCaller(
  db: DbOrTx,
  claims: SessionClaims,
  params: Omit<ListJobsParams, "actor" | "search">,
): Promise<Paged<JobListItem>> {
  const { filter, page, limit, now = new Date() } = params;
  const offset = offsetOf({ page, limit });
  const shape = pageShape(scopeCompanyId(claims) !== null, filter, offset, limit);
  const found = await callerPageQuery(db, shape).execute({ id: claims.id, today: utcDate(now), limit, offset });
  checkedActor(found[0], claims);
  const { rows, total } = found[0]!;
  return { rows, total, page, limit };
}

/**
 * A job as JSON in the list item's shape, built by the database: the keys of jobListSelection in
 * its order, and a timestamp as JSON.stringify writes the Date drizzle reads (UTC, milliseconds, "Z").
 */
const jobJson = sql`json_build_object(${sql.join(
  Object.entries(jobListSelection).map(([key, value]) => {
    const json = is(value, PgTimestamp) ? sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : value;
    return sql`${sql.raw(`'${key}'`)}, ${json}`;
  }),
  sql`, `,
)})`;

/** The caller's row with, beside it, the tab's total and its page's rows as one JSON array (empty past the end). */
function prepareCallerPage(db: DbOrTx, shape: PageShape, name: string) {
  const { ids, total } = pageParts(db, shape, users.companyId);
  const rows = sql<JobListItem[]>`(select coalesce(json_agg(${jobJson} order by ${sql.join(NEWEST_FIRST, sql`, `)}), '[]')
    from ${jobs} where ${jobs.id} in (${ids}))`;
  return selectAccess(db, { total: sql<number>`${total}`.mapWith(Number), rows })
    .where(callerRow)
    .prepare(name);
}

function callerPageQuery(db: DbOrTx, shape: PageShape) {
  return preparedQuery(db, statementName("job_page_caller", shape), (name) => prepareCallerPage(db, shape, name));
}

/** GET jobs-overview: the dashboard's counts for the holder of a verified token of any role (no or a bad token: the guard's 401). */
export const overviewOfCallerHandler: RouteHandler = withPublic(async ({ req }) =>
  ok(await overviewOfCaller(await getDb(), await claimsOfToken(requestToken(req)))),
);

/**
 * The overview in one statement: the caller's row and, beside it, the counters of the row's own
 * company (or the staff's totals) as two lists in one row; nothing is answered before the row
 * passes checkedActor.
 */
export async function overviewOfCaller(db: DbOrTx, claims: SessionClaims): Promise<JobsOverview> {
  const scoped = scopeCompanyId(claims) !== null;
  const [row] = await preparedQuery(db, `overview_of_caller_${scoped ? "company" : "all"}`, (name) => {
    const rows = statusCounts(db, scoped ? users.companyId : null).as("rows");
    // One row, the counts as two lists: nine rows repeating the user's columns cost Node more to read.
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
