/**
 * Route handlers shared by the customer and admin job calls, which differ only in audience.
 */
import { getDb, type Db } from "@/db/client";
import { fieldError } from "@/lib/api/errors";
import { readJson, readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import type { Actor } from "@/lib/auth/actor";
import { STAFF_ROLES, type Role } from "@/lib/auth/roles";
import { withCallerPage } from "./caller-statement";
import { listJobs } from "./queries/list-jobs";
import { jobListQuerySchema } from "./schemas";
import { COMPLETED_FILTER, tabFilter } from "./tabs";
import type { TransitionResult } from "./transition-job";

export type Audience = "customer" | "staff";
export const rolesOf = (audience: Audience): readonly Role[] => (audience === "customer" ? ["customer"] : STAFF_ROLES);

/**
 * GET …/get-all-jobs-by-status and customer/completed-jobs: a tab's page, searched or not, by the
 * guard's path; a tab's page without a search takes the lists' fast path (caller-statement.ts).
 */
export function jobListHandler(audience: Audience, options: { completed?: boolean } = {}) {
  const roles = rolesOf(audience);
  const filterOf = (tabName: string | undefined) => (options.completed ? COMPLETED_FILTER : tabFilter(audience, tabName));
  const guarded = withAuth({ roles }, async ({ req, actor }) => {
    const { page, limit, search, tabName } = readQuery(req, jobListQuerySchema);
    const filter = filterOf(tabName);
    if (!filter) throw fieldError("tabName", `Unknown tab: ${tabName}.`);
    const result = await listJobs(await getDb(), { actor, filter, search, page, limit });
    return ok(result.rows, { total: result.total, page, limit });
  });
  return withCallerPage({ roles, filterOf }, guarded);
}

/** The admin's status actions: a JSON body in, the job's new status out. */
export function statusActionHandler(action: (db: Db, actor: Actor, body: unknown) => Promise<TransitionResult>, message: string) {
  return withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
    const { job } = await action(await getDb(), actor, await readJson(req));
    return ok({ id: job.id, request_status: job.requestStatus, driver_id: job.driverId }, { message });
  });
}
