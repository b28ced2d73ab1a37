import type { Tx } from "@/db/client";
import { locationUpdates, rides } from "@/db/schema";
import type { BuiltJob } from "./job-draft";

type Inserted = { built: BuiltJob[]; jobIdByVin: Map<string, number> };

/** The rides of the in-transit and delivered jobs, and their positions, one insert each. */
export async function insertRides(tx: Tx, on: Inserted): Promise<{ rides: number; locations: number }> {
  const withRide = on.built.filter((b) => b.ride);
  if (withRide.length > 0) {
    await tx.insert(rides).values(withRide.map((b) => rideRow(b, on.jobIdByVin.get(b.job.vinNumber)!)));
    await tx.insert(locationUpdates).values(
      withRide.flatMap((b) =>
        b.track.map((p) => ({
          jobId: on.jobIdByVin.get(b.job.vinNumber)!,
          driverId: b.job.driverId!,
          latitude: p.lat,
          longitude: p.lng,
          createdAt: new Date(p.at),
        })),
      ),
    );
  }
  return { rides: withRide.length, locations: withRide.reduce((n, b) => n + b.track.length, 0) };
}

function rideRow(b: BuiltJob, jobId: number) {
  const ride = b.ride!;
  return {
    jobId,
    driverId: b.job.driverId!,
    rideStatus: ride.deliveredAt !== undefined ? ("delivered" as const) : ("ride_started" as const),
    checkinMileage: ride.checkinMileage,
    damageNotes: ride.damageNotes,
    endingMileage: ride.endingMileage ?? null,
    deliveryNotes: ride.deliveryNotes ?? null,
    checkedInAt: new Date(ride.checkedInAt),
    startedAt: new Date(ride.startedAt),
    deliveredAt: ride.deliveredAt !== undefined ? new Date(ride.deliveredAt) : null,
    createdAt: new Date(ride.checkedInAt),
    updatedAt: new Date(ride.deliveredAt ?? b.track[b.track.length - 1].at),
  };
}
