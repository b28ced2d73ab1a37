/**
 * The job lists' fast path (STYLE.md 7): a tab's page without a search, the lists' common call,
 * reads the caller's user row in the page's own statement instead of in the guard's statement
 * before it. One round trip less buys the list/health throughput target of `npm run bench`
 * (bench/README.md, "The caller's user row"). The row is held to the guard's own rule
 * (checkedActor) before anything is answered, and any other call takes the guard's path.
 * tests/jobs/caller-page.test.ts checks that both paths answer alike.
 */
import { sql } from "drizzle-orm";
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
  // A page past the end is the caller's row alone (the page is outer-joined to it).
  const rows = found.flatMap((f) => (f.job ? [f.job as JobListItem] : []));
  return { rows, total: found[0]!.total, page, limit };
}

/** The caller's row with a tab's page ids, their rows and the tab's total outer-joined to it. */
function prepareCallerPage(db: DbOrTx, shape: PageShape, name: string) {
  const { ids, total } = pageParts(db, shape, users.companyId);
  return selectAccess(db, { job: jobListSelection, total: sql<number>`"page_total"."n"`.mapWith(Number) })
    .leftJoinLateral(sql`(select ${total} as n) as "page_total"`, sql`true`)
    .leftJoinLateral(sql`(${ids}) as "page_ids"`, sql`true`)
    .leftJoin(jobs, sql`${jobs.id} = "page_ids"."id"`)
    .where(callerRow)
    .orderBy(...NEWEST_FIRST)
    .prepare(name);
}

function callerPageQuery(db: DbOrTx, shape: PageShape) {
  return preparedQuery(db, statementName("job_page_caller", shape), (name) => prepareCallerPage(db, shape, name));
}
