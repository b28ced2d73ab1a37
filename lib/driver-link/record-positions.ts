import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs, locationUpdates } from "@/db/schema";
import { conflict, forbidden } from "@/lib/api/errors";
import { LINK_MESSAGES } from "@/lib/auth/driver-link-token";
import { notAllowedMessage } from "@/lib/jobs/lifecycle";
import { recordLocation } from "./record-location";
import { loadRideState } from "./ride-state";
import type { KeptPositions } from "./schemas";
import type { DriverLink } from "./verify-link";

export type PositionsStored = { accepted: number; stored: number };

/**
 * POST update-location: the positions a phone kept while it had no signal, sent together. Each is
 * kept once by its id (a batch sent again stores nothing twice), at the time the phone took it,
 * beside the time it arrived: the track reads in capture order, whenever each arrived. Before the
 * job is in transit the earliest goes the single position's way (it starts the ride, or is refused
 * as that would be); the job's latest position moves only to a newer capture than it has.
 */
export async function recordPositions(db: Db, link: DriverLink, input: KeptPositions): Promise<PositionsStored> {
  const points = [...input.positions].sort((a, b) => a.captured_at.getTime() - b.captured_at.getTime());
  let rest = points;
  if ((await loadRideState(db, link.jobId)).status !== "in_transit") {
    const [first, ...others] = points;
    await recordLocation(db, link, first!, first!);
    rest = others;
  }
  const stored = await db.transaction(async (tx) => {
    // The link still holds the job in transit (a reassignment or delivery meanwhile refuses, as the single call would).
    const [job] = await tx
      .select({ driverId: jobs.driverId, version: jobs.linkVersion, status: jobs.requestStatus })
      .from(jobs)
      .where(eq(jobs.id, link.jobId))
      .for("update");
    if (!job || job.driverId !== link.driverId || job.version !== link.version) throw forbidden(LINK_MESSAGES.revoked);
    if (job.status !== "in_transit") throw conflict(notAllowedMessage("update_location", job.status));
    const added =
      rest.length === 0
        ? []
        : await tx
            .insert(locationUpdates)
            .values(
              rest.map((p) => ({
                jobId: link.jobId,
                driverId: link.driverId,
                latitude: p.current_latitude,
                longitude: p.current_longitude,
                createdAt: p.captured_at,
                clientId: p.id,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: locationUpdates.id });
    // The job's "where is it now" is the newest capture it knows, not the last to arrive.
    const newest = points.at(-1)!;
    await tx
      .update(jobs)
      .set({ lastLatitude: newest.current_latitude, lastLongitude: newest.current_longitude, lastLocationAt: newest.captured_at })
      .where(and(eq(jobs.id, link.jobId), or(isNull(jobs.lastLocationAt), lt(jobs.lastLocationAt, newest.captured_at))));
    return added.length;
  });
  return { accepted: points.length, stored: stored + (rest === points ? 0 : 1) };
}
