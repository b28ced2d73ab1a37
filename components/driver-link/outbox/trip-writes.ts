/**
 * The trip's writes as the outbox keeps them: Begin Trip and each position, with the time the
 * phone took it, so positions taken without signal reach the track in the order they were taken.
 */
import { formatTime } from "@/lib/format/dates";
import { getCurrentPosition } from "@/lib/maps/geolocation";
import { browserTimeZone } from "@/lib/places/time-zone";
import { newPartId, watchedPosition } from "../inspection/evidence";
import { keepItem } from "./sender";
import type { OutboxItem } from "./store";

export type TripRef = { jobId: number; driverId: number; token: string };

const WATCHED_FRESH_MS = 30_000;

/**
 * The phone's position if it gives one soon, else none: the inspection's watch when it has a
 * fresh one (a second fix can take long in a parking deck), else one asked for now.
 */
export async function positionIfAny(): Promise<{ latitude: number; longitude: number } | null> {
  const watched = watchedPosition(WATCHED_FRESH_MS);
  if (watched) return watched;
  try {
    const { latitude, longitude } = await getCurrentPosition();
    return { latitude, longitude };
  } catch {
    return null;
  }
}

export function keepBeginTrip(trip: TripRef, position: { latitude: number; longitude: number } | null): Promise<OutboxItem> {
  const at = position ? { current_latitude: position.latitude, current_longitude: position.longitude } : {};
  return keepItem({
    token: trip.token,
    jobId: trip.jobId,
    call: "begin-trip",
    method: "POST",
    fields: { jobId: trip.jobId, driverId: trip.driverId, ...at, captured_at: new Date().toISOString() },
    label: "Begin Trip",
  });
}

/** One position, sent with the others waiting as one batch (POST driver/update-location). */
export function keepPosition(
  trip: TripRef,
  position: { latitude: number; longitude: number },
  capturedAt = new Date(),
): Promise<OutboxItem> {
  const point = {
    id: newPartId(),
    current_latitude: position.latitude,
    current_longitude: position.longitude,
    captured_at: capturedAt.toISOString(),
  };
  return keepItem({
    token: trip.token,
    jobId: trip.jobId,
    call: "update-location",
    method: "POST",
    fields: { job_id: trip.jobId, driver_id: trip.driverId, positions: [point] },
    label: `Location at ${formatTime(capturedAt, "-", browserTimeZone())}`,
  });
}
