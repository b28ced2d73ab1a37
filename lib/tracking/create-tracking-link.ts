import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { trackingLinks } from "@/db/schema";
import { conflict, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { loadJobForActor } from "@/lib/jobs/load-job";
import { jobRefSchema } from "@/lib/jobs/schemas";
import { hasTrackingEnded } from "./public-view";
import { trackingUrl } from "./tracking-url";

export const TRACKING_CREATED = "Tracking link created.";
export const TRACKING_EXISTS = "This job already has a tracking link.";
export const TRACKING_OVER = "Tracking has ended for this job: links end 48 hours after delivery or at cancellation.";

/**
 * POST customer/create-tracking-link (and the admin's): the job's live tracking link, made when
 * it has none. The job's row is locked so that two presses make one link. Jobs keep no e-mail
 * for the drop-off contact (a name and a phone only), so the link is not mailed: the customer
 * copies it; a stored address would get enqueueMail here, in this transaction.
 */
export async function createTrackingLink(db: Db, actor: Actor, body: unknown): Promise<{ url: string; isNew: boolean }> {
  const { jobId } = parseOrThrow(jobRefSchema, body);
  return db.transaction(async (tx) => {
    const job = await loadJobForActor(tx, actor, jobId, { lock: true });
    if (hasTrackingEnded(job, new Date())) throw conflict(TRACKING_OVER);
    const [live] = await tx
      .select({ id: trackingLinks.id, jobId: trackingLinks.jobId })
      .from(trackingLinks)
      .where(and(eq(trackingLinks.jobId, jobId), isNull(trackingLinks.revokedAt)));
    if (live) return { url: trackingUrl(live), isNew: false };
    const [link] = await tx
      .insert(trackingLinks)
      .values({ jobId, createdBy: actor.id })
      .returning({ id: trackingLinks.id, jobId: trackingLinks.jobId });
    return { url: trackingUrl(link!), isNew: true };
  });
}
