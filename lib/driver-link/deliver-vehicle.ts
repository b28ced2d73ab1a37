import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { rides } from "@/db/schema";
import type { StepData } from "./ride-input";

/** The ride of a delivery (SPEC.md "ride_status delivered"): the ending mileage and notes. */
export async function markRideDelivered(tx: Tx, jobId: number, step: Pick<StepData, "mileage" | "notes">, now: Date): Promise<void> {
  await tx
    .update(rides)
    .set({ endingMileage: step.mileage, deliveryNotes: step.notes, rideStatus: "delivered", deliveredAt: now, updatedAt: now })
    .where(eq(rides.jobId, jobId));
}
