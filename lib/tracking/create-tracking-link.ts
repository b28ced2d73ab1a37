import type { Db } from "@/db/client";
import { conflict, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { loadJobForActor } from "@/lib/jobs/load-job";
import { jobRefSchema } from "@/lib/jobs/schemas";
import { liveTrackingLink, mailTrackingLink } from "./mail-tracking-link";
import { hasTrackingEnded } from "./public-view";
import { trackingUrl } from "./tracking-url";

export const TRACKING_CREATED = "Tracking link created.";
export const TRACKING_EXISTS = "This job already has a tracking link.";
export const TRACKING_OVER = "Tracking has ended for this job: links end 48 hours after delivery or at cancellation.";

/**
 * POST customer/create-tracking-link (and the admin's): the job's live tracking link, made when
 * it has none. The job's row is locked so that two presses make one link. A new link is mailed
 * to the drop-off contact when the job has their e-mail, in this transaction.
 */
export async function createTrackingLink(db: Db, actor: Actor, body: unknown): Promise<{ url: string; isNew: boolean }> {
  const { jobId } = parseOrThrow(jobRefSchema, body);
  return db.transaction(async (tx) => {
    const job = await loadJobForActor(tx, actor, jobId, { lock: true });
    if (hasTrackingEnded(job, new Date())) throw conflict(TRACKING_OVER);
    const { link, isNew } = await liveTrackingLink(tx, jobId, actor.id);
    if (isNew) await mailTrackingLink(tx, job, link, "created");
    return { url: trackingUrl(link), isNew };
  });
}
