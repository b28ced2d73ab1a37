import { haversineKm } from "@/lib/maps/distance";
import type { LatLng } from "@/lib/maps/config";

/** "I've arrived" counts only within 300 m of the pickup (DECISIONS.md "Trip costs"). */
export const ARRIVAL_RADIUS_M = 300;
export const DEFAULT_FREE_MINUTES = 60;
export const QUARTER_MS = 15 * 60 * 1000;

/** How far the phone is from the pickup, in whole metres rounded up (so one refused never reads "300 m"). */
export function metersFromPickup(position: LatLng, pickup: LatLng): number {
  return Math.ceil(haversineKm(position, pickup) * 1000);
}

/** The one rule of "I've arrived", on the phone and on the server. */
export function isAtPickup(position: LatLng, pickup: LatLng): boolean {
  return haversineKm(position, pickup) * 1000 <= ARRIVAL_RADIUS_M;
}

export type WaitingTime = { waitedMs: number; chargedQuarters: number; amountCents: number };

/**
 * The clock runs from arrival until check-in (or `now` while the driver still waits). After the free period
 * each started quarter-hour is charged at `quarterRateCents`; exactly the free period costs nothing.
 */
export function waitingTimeOf(input: {
  arrivedAt: Date;
  checkedInAt: Date | null;
  now: Date;
  freeMinutes: number;
  quarterRateCents: number;
}): WaitingTime {
  const end = input.checkedInAt ?? input.now;
  const waitedMs = Math.max(0, end.getTime() - input.arrivedAt.getTime());
  const overMs = waitedMs - input.freeMinutes * 60 * 1000;
  const chargedQuarters = overMs > 0 ? Math.ceil(overMs / QUARTER_MS) : 0;
  return { waitedMs, chargedQuarters, amountCents: chargedQuarters * input.quarterRateCents };
}
