import { and, eq, type SQL, type SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, type Job } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";

export const JOB_NOT_FOUND = "Job not found.";

/** The company whose jobs a caller sees: a customer's own; null for staff, who see every job. */
export function scopeCompanyId(actor: Actor): number | null {
  return actor.role === "customer" ? (actor.companyId ?? -1) : null;
}

/** The jobs of one company (a value, or a placeholder of a prepared statement). */
export const companyJobs = (companyId: number | SQLWrapper): SQL => eq(jobs.companyId, companyId);

/** A customer sees only the jobs of his company; staff see every job. */
export function jobScope(actor: Actor): SQL | undefined {
  const companyId = scopeCompanyId(actor);
  return companyId === null ? undefined : companyJobs(companyId);
}

/**
 * The job in the caller's scope; outsiders get "not found", not a hint. Inside a transaction
 * that will change it, `lock` holds the row until the end, so a concurrent change waits and then
 * sees this one.
 */
export async function loadJobForActor(db: DbOrTx, actor: Actor, jobId: number, options: { lock?: boolean } = {}): Promise<Job> {
  const query = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), jobScope(actor)))
    .limit(1);
  const [job] = options.lock ? await query.for("update") : await query;
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}
