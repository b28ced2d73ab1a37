import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, trackingLinks } from "@/db/schema";
import { env } from "@/lib/env";
import { townNear } from "@/lib/maps/gazetteer";
import { hasTrackingEnded, toTrackingView, type TrackingView } from "./public-view";
import { isTrackingTokenOf, trackingLinkIdOf } from "./tracking-token";

/**
 * The public view a tracking token opens, or null: malformed, tampered, of another link,
 * revoked, or ended (48 hours after delivery, at cancellation). The page tells none of these
 * apart: all of them read "This tracking link has ended."
 */
export async function resolveTrackingLink(db: DbOrTx, token: string, now = new Date()): Promise<TrackingView | null> {
  const linkId = trackingLinkIdOf(token);
  if (linkId === null) return null;
  const [row] = await db
    .select({
      jobId: trackingLinks.jobId,
      revokedAt: trackingLinks.revokedAt,
      requestStatus: jobs.requestStatus,
      deliveredAt: jobs.deliveredAt,
      vehicleYear: jobs.vehicleYear,
      vehicleMake: jobs.vehicleMake,
      vehicleModel: jobs.vehicleModel,
      vinNumber: jobs.vinNumber,
      pickupLocation: jobs.pickupLocation,
      dropoffLocation: jobs.dropoffLocation,
      dropoffLatitude: jobs.dropoffLatitude,
      dropoffLongitude: jobs.dropoffLongitude,
      dropoffDate: jobs.dropoffDate,
      dropoffTime: jobs.dropoffTime,
      dropoffTimezone: jobs.dropoffTimezone,
      lastLatitude: jobs.lastLatitude,
      lastLongitude: jobs.lastLongitude,
      lastLocationAt: jobs.lastLocationAt,
    })
    .from(trackingLinks)
    .innerJoin(jobs, eq(jobs.id, trackingLinks.jobId))
    .where(eq(trackingLinks.id, linkId));
  if (!row || !isTrackingTokenOf(token, { linkId, jobId: row.jobId }, env().AUTH_SECRET)) return null;
  if (row.revokedAt !== null || hasTrackingEnded(row, now)) return null;
  return toTrackingView(row, now, townNear);
}
