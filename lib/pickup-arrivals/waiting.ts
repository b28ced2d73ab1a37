import type { DbOrTx } from "@/db/client";
import type { PickupArrival } from "@/db/schema";
import { waitingTimeOf } from "@/lib/trip-costs/waiting-time";
import { arrivalOf } from "./arrive";
import { checkInMoment } from "./check-in-moment";

/** A job's waiting at pickup as the screens show it: the clock from "I've arrived" to check-in (or now while it runs). */
export type WaitingView = {
  arrived_at: Date;
  meters_from_pickup: number;
  /** Null while the driver still waits: the clock runs. */
  checked_in_at: Date | null;
  free_minutes: number;
  quarter_rate_cents: number;
  waited_minutes: number;
  charged_quarters: number;
  amount_cents: number;
};

/**
 * The wait of an arrival, ended by the check-in's moment (null: still waiting, counted to `now`). A
 * check-in begun before the arrival reached us (kept offline) still ends the wait where it began.
 */
export function waitingViewOf(arrival: PickupArrival, checkInAt: Date | null, now: Date): WaitingView {
  const checkedInAt = checkInAt && checkInAt < arrival.arrivedAt ? arrival.arrivedAt : checkInAt;
  const wait = waitingTimeOf({
    arrivedAt: arrival.arrivedAt,
    checkedInAt,
    now,
    freeMinutes: arrival.freeMinutes,
    quarterRateCents: arrival.quarterRateCents,
  });
  return {
    arrived_at: arrival.arrivedAt,
    meters_from_pickup: arrival.metersFromPickup,
    checked_in_at: checkedInAt,
    free_minutes: arrival.freeMinutes,
    quarter_rate_cents: arrival.quarterRateCents,
    waited_minutes: Math.floor(wait.waitedMs / 60_000),
    charged_quarters: wait.chargedQuarters,
    amount_cents: wait.amountCents,
  };
}

/** The job's waiting, or null when the driver never pressed "I've arrived". The caller has checked who may see the job. */
export async function waitingOfJob(db: DbOrTx, jobId: number, now = new Date()): Promise<WaitingView | null> {
  const arrival = await arrivalOf(db, jobId);
  if (!arrival) return null;
  return waitingViewOf(arrival, await checkInMoment(db, jobId), now);
}
