import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { rides } from "@/db/schema";
import { AppError, conflict, fieldError } from "@/lib/api/errors";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { transitionJob } from "@/lib/jobs/transition-job";
import { CHECK_IN_FIRST, endingBelowCheckIn } from "./messages";
import type { StepData } from "./ride-input";
import { formatMiles, loadRideState, type RideState } from "./ride-state";
import { assertUnsigned, fillIncompleteInspection } from "@/lib/inspections/older-clients";
import { storePhotos } from "./store-photos";
import type { DriverLink } from "./verify-link";

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

/** The ride of a delivery (SPEC.md "ride_status delivered"): the ending mileage and notes. */
export async function markRideDelivered(tx: Tx, jobId: number, step: Pick<StepData, "mileage" | "notes">, now: Date): Promise<void> {
  await tx
    .update(rides)
    .set({ endingMileage: step.mileage, deliveryNotes: step.notes, rideStatus: "delivered", deliveredAt: now, updatedAt: now })
    .where(eq(rides.jobId, jobId));
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
