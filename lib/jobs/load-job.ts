import { and, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, type Job } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";

export const JOB_NOT_FOUND = "Job not found.";

/** A customer sees only the jobs of his company; staff see every job. */
export function jobScope(actor: Actor): SQL | undefined {
  return actor.role === "customer" ? eq(jobs.companyId, actor.companyId ?? -1) : undefined;
}

/** The job in the caller's scope; outsiders get "not found", not a hint. */
export async function loadJobForActor(db: DbOrTx, actor: Actor, jobId: number): Promise<Job> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), jobScope(actor)))
    .limit(1);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}
