/**
 * The older ride calls' steps (PUT driver/update-riding-details, ride_status checked_in and
 * delivered, SPEC.md §7): each moves the job on and fills the inspection of its end from the
 * step's mileage, notes and photos (older-clients.ts), for the phones that do not send the
 * inspection's parts. The ride's own rows are the link's (driver-link/check-in.ts, deliver-vehicle.ts).
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rides } from "@/db/schema";
import { AppError, conflict, fieldError } from "@/lib/api/errors";
import { AlreadyCheckedIn, insertCheckedInRide } from "@/lib/driver-link/check-in";
import { markRideDelivered } from "@/lib/driver-link/deliver-vehicle";
import { CHECK_IN_FIRST, endingBelowCheckIn } from "@/lib/driver-link/messages";
import type { StepData } from "@/lib/driver-link/ride-input";
import { formatMiles, loadRideState, RETRYABLE_STATUSES, type RideState } from "@/lib/driver-link/ride-state";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { transitionJob } from "@/lib/jobs/transition-job";
import { assertUnsigned, fillIncompleteInspection } from "./older-clients";
import { storePhotos } from "./store-photos";

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

const isDelivered = (state: RideState) => state.status === "delivered" && state.rideStatus === "delivered";

function assertMileage(state: RideState, step: StepData) {
  if (state.checkinMileage !== null && step.mileage < state.checkinMileage) {
    throw fieldError("ending_mileage", endingBelowCheckIn(state.checkinMileage));
  }
}

/**
 * ride_status delivered: from in transit, the job is delivered (delivered_at set, which opens
 * the 48 hours for trip documents) with the ending mileage, notes and photos. Sent again once
 * applied, it rewrites the same data and adds only new photos; the status changes once. Once the
 * delivery inspection is signed, 409.
 */
export async function deliverVehicle(db: Db, link: DriverLink, step: StepData): Promise<void> {
  const state = await loadRideState(db, link.jobId);
  if (isDelivered(state)) return rewriteDelivery(db, link, step, state);
  if (!canPerform("deliver", "driver", state.status)) throw conflict(notAllowedMessage("deliver", state.status));
  if (!state.rideStatus) throw conflict(CHECK_IN_FIRST);
  assertMileage(state, step);

  const now = new Date();
  try {
    await transitionJob(db, {
      who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
      jobId: link.jobId,
      action: "deliver",
      note: `Delivered at ${formatMiles(step.mileage)}`,
      changes: () => ({ deliveredAt: now }),
      write: async (_job, tx) => {
        await markRideDelivered(tx, link.jobId, step, now);
        await fillIncompleteInspection(tx, { jobId: link.jobId, driverId: link.driverId, kind: "delivery", step });
      },
    });
  } catch (error) {
    // A concurrent copy of this request delivered first: answer it as the retry it is.
    const again = error instanceof AppError && error.code === "CONFLICT" ? await loadRideState(db, link.jobId) : null;
    if (again && isDelivered(again)) return rewriteDelivery(db, link, step, again);
    throw error;
  }
  // After the delivery won (a link revoked meanwhile stores nothing); a retry adds what is missing.
  await storePhotos(db, { jobId: link.jobId, driverId: link.driverId, kind: "delivery", photos: step.photos });
}

async function rewriteDelivery(db: Db, link: DriverLink, step: StepData, state: RideState): Promise<void> {
  assertMileage(state, step);
  await db.transaction(async (tx) => {
    await assertUnsigned(tx, link.jobId, "delivery");
    await tx
      .update(rides)
      .set({ endingMileage: step.mileage, deliveryNotes: step.notes, updatedAt: new Date() })
      .where(eq(rides.jobId, link.jobId));
    await fillIncompleteInspection(tx, { jobId: link.jobId, driverId: link.driverId, kind: "delivery", step });
  });
  await storePhotos(db, { jobId: link.jobId, driverId: link.driverId, kind: "delivery", photos: step.photos });
}
