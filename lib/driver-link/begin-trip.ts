import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { locationUpdates, rides } from "@/db/schema";
import { AppError, conflict } from "@/lib/api/errors";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { transitionJob } from "@/lib/jobs/transition-job";
import { CHECK_IN_FIRST } from "./messages";
import { getDriverRide, type DriverRide } from "./queries/driver-ride";
import { loadRideState, type RideState } from "./ride-state";
import type { BeginTrip } from "./schemas";
import type { DriverLink } from "./verify-link";

/** The trip is under way on the server: what a retry, a reload or another device finds. */
const hasBegun = (state: RideState) => state.status === "in_transit" || state.status === "delivered";

/**
 * POST driver/begin-trip (DECISIONS.md "Job lifecycle"): the driver's confirmation after the
 * pickup inspection is signed puts the job in transit and starts the ride, with the phone's
 * position when it gave one. Sent again (a lost answer, a second device) it answers the ride
 * as it is; before the check-in: 409.
 */
export async function beginTrip(db: Db, link: DriverLink, input: BeginTrip): Promise<DriverRide> {
  const state = await loadRideState(db, link.jobId);
  if (hasBegun(state)) return getDriverRide(db, link.jobId);
  if (!canPerform("begin_trip", "driver", state.status)) throw conflict(notAllowedMessage("begin_trip", state.status));
  if (!state.rideStatus) throw conflict(CHECK_IN_FIRST);

  const at = new Date();
  // The position as the phone took it: a Begin Trip kept without signal keeps its place on the track.
  const takenAt = input.captured_at && input.captured_at < at ? input.captured_at : at;
  const position =
    input.current_latitude === undefined || input.current_longitude === undefined
      ? null
      : { latitude: input.current_latitude, longitude: input.current_longitude };
  try {
    await transitionJob(db, {
      who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
      jobId: link.jobId,
      action: "begin_trip",
      check: async (_job, tx) => {
        const [ride] = await tx.select({ id: rides.id }).from(rides).where(eq(rides.jobId, link.jobId));
        if (!ride) throw conflict(CHECK_IN_FIRST);
      },
      changes: () => (position ? { lastLatitude: position.latitude, lastLongitude: position.longitude, lastLocationAt: takenAt } : {}),
      write: async (_job, tx) => {
        if (position)
          await tx
            .insert(locationUpdates)
            .values({ jobId: link.jobId, driverId: link.driverId, ...position, createdAt: takenAt, receivedAt: at });
        await tx
          .update(rides)
          .set({ rideStatus: "ride_started", startedAt: sql`coalesce(${rides.startedAt}, now())`, updatedAt: at })
          .where(and(eq(rides.jobId, link.jobId), eq(rides.rideStatus, "checked_in")));
      },
    });
  } catch (error) {
    // A concurrent copy of this call (or a first position) began the trip first: answer as it did.
    const isConflict = error instanceof AppError && error.code === "CONFLICT";
    if (!isConflict || !hasBegun(await loadRideState(db, link.jobId))) throw error;
  }
  return getDriverRide(db, link.jobId);
}
