import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, trackingLinks } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { JOB_NOT_FOUND, jobScope } from "@/lib/jobs/load-job";
import { hasTrackingEnded } from "./public-view";
import { trackingUrl } from "./tracking-url";

/** The job detail's card: the live link's URL (null when none), or that tracking has ended. */
export type TrackingLinkState = { url: string | null; hasEnded: boolean };

/** The tracking link of a job in the caller's scope, in one statement. */
export async function getTrackingLink(db: DbOrTx, actor: Actor, jobId: number, now = new Date()): Promise<TrackingLinkState> {
  const [row] = await db
    .select({ linkId: trackingLinks.id, requestStatus: jobs.requestStatus, deliveredAt: jobs.deliveredAt })
    .from(jobs)
    .leftJoin(trackingLinks, and(eq(trackingLinks.jobId, jobs.id), isNull(trackingLinks.revokedAt)))
    .where(and(eq(jobs.id, jobId), jobScope(actor)));
  if (!row) throw notFound(JOB_NOT_FOUND);
  const hasEnded = hasTrackingEnded(row, now);
  return { url: row.linkId !== null && !hasEnded ? trackingUrl({ id: row.linkId, jobId }) : null, hasEnded };
}
