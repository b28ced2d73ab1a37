import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { rides } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { transitionJob } from "@/lib/jobs/transition-job";
import type { StepData } from "./ride-input";
import { formatMiles, loadRideState, RETRYABLE_STATUSES } from "./ride-state";
import { assertUnsigned, fillIncompleteInspection } from "@/lib/inspections/older-clients";
import { storePhotos } from "./store-photos";
import type { DriverLink } from "./verify-link";

/** A concurrent copy of the same check-in created the ride first. */
export class AlreadyCheckedIn extends Error {}

/**
 * ride_status checked_in (DECISIONS.md "start ride / check-in"): from approved, the ride is
 * created with the check-in data and the timeline gets an 'approved' entry by the driver; the
 * status stays approved. Sent again once applied, it rewrites the same data and adds only new
 * photos: a retry after a lost answer is safe. Once the pickup inspection is signed, 409.
 */
export async function checkIn(db: Db, link: DriverLink, step: StepData): Promise<void> {
  const state = await loadRideState(db, link.jobId);
  if (state.rideStatus) return rewriteCheckIn(db, link, step);
  if (!canPerform("check_in", "driver", state.status)) throw conflict(notAllowedMessage("check_in", state.status));

  try {
    await transitionJob(db, {
      who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
      jobId: link.jobId,
      action: "check_in",
      note: `Checked in at ${formatMiles(step.mileage)}`,
      write: async (_job, tx) => {
        await insertCheckedInRide(tx, link, step);
        await fillIncompleteInspection(tx, { jobId: link.jobId, driverId: link.driverId, kind: "pickup", step });
      },
    });
  } catch (error) {
    if (error instanceof AlreadyCheckedIn) return rewriteCheckIn(db, link, step);
    throw error;
  }
  // After the check-in won (a link revoked meanwhile stores nothing); a retry adds what is missing.
  await storePhotos(db, { jobId: link.jobId, driverId: link.driverId, kind: "inspection", photos: step.photos });
}

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

async function rewriteCheckIn(db: Db, link: DriverLink, step: StepData): Promise<void> {
  const { status } = await loadRideState(db, link.jobId);
  if (!RETRYABLE_STATUSES.includes(status)) throw conflict(notAllowedMessage("check_in", status));
  await db.transaction(async (tx) => {
    await assertUnsigned(tx, link.jobId, "pickup");
    await tx
      .update(rides)
      .set({ checkinMileage: step.mileage, damageNotes: step.notes, updatedAt: new Date() })
      .where(eq(rides.jobId, link.jobId));
    await fillIncompleteInspection(tx, { jobId: link.jobId, driverId: link.driverId, kind: "pickup", step });
  });
  await storePhotos(db, { jobId: link.jobId, driverId: link.driverId, kind: "inspection", photos: step.photos });
}
