import type { Tx } from "@/db/client";
import { rides } from "@/db/schema";
import type { StepData } from "./ride-input";
import type { DriverLink } from "./verify-link";

/** A concurrent copy of the same check-in created the ride first. */
export class AlreadyCheckedIn extends Error {}

/** The ride of a check-in (SPEC.md "ride_status checked_in"); a concurrent copy that created it first throws AlreadyCheckedIn. */
export async function insertCheckedInRide(tx: Tx, link: DriverLink, step: Pick<StepData, "mileage" | "notes">): Promise<void> {
  const created = await tx
    .insert(rides)
    .values({
      jobId: link.jobId,
      driverId: link.driverId,
      rideStatus: "checked_in",
      checkinMileage: step.mileage,
      damageNotes: step.notes,
      checkedInAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: rides.id });
  if (created.length === 0) throw new AlreadyCheckedIn();
}
