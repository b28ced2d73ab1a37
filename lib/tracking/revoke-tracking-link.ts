import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { trackingLinks } from "@/db/schema";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { loadJobForActor } from "@/lib/jobs/load-job";
import { jobRefSchema } from "@/lib/jobs/schemas";

export const TRACKING_REVOKED = "Tracking link revoked.";
export const TRACKING_NONE = "This job has no tracking link to revoke.";

/** POST customer/revoke-tracking-link (and the admin's): the live link ends at once. Twice is harmless. */
export async function revokeTrackingLink(db: Db, actor: Actor, body: unknown): Promise<{ revoked: boolean }> {
  const { jobId } = parseOrThrow(jobRefSchema, body);
  await loadJobForActor(db, actor, jobId);
  const rows = await db
    .update(trackingLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(trackingLinks.jobId, jobId), isNull(trackingLinks.revokedAt)))
    .returning({ id: trackingLinks.id });
  return { revoked: rows.length > 0 };
}
