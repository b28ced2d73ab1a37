/**
 * What the receiver's tracking page shows (DECISIONS.md "Notifications"), and when it ends.
 * Pure: the job's row in, the public view out. Nothing else of the job leaves this module: no
 * street, no contact, no full VIN, no trail, a position only while in transit and only to 0.01°.
 */
import type { LatLng } from "@/lib/maps/config";
import { haversineMiles } from "@/lib/maps/distance";
import { cityOf } from "@/lib/places/city";
import { JOB_STATUS_TITLES, type JobStatus } from "@/lib/jobs/statuses";

/** A link ends this long after delivery. */
export const TRACKING_WINDOW_MS = 48 * 3600_000;
/** The ETA's assumed speed over the straight line to the drop-off. */
export const AVERAGE_SPEED_MPH = 50;

export type TrackedJob = {
  requestStatus: JobStatus;
  deliveredAt: Date | null;
  vehicleYear: number;
  vehicleMake: string;
  vehicleModel: string;
  vinNumber: string;
  pickupLocation: string;
  dropoffLocation: string;
  dropoffLatitude: number;
  dropoffLongitude: number;
  dropoffDate: string | null;
  dropoffTime: string | null;
  dropoffTimezone: string | null;
  lastLatitude: number | null;
  lastLongitude: number | null;
  lastLocationAt: Date | null;
};

export type TrackingView = {
  status: JobStatus;
  statusTitle: string;
  pickupCity: string | null;
  dropoffCity: string | null;
  vehicle: { year: number; make: string; model: string; vinLast4: string };
  /** Rounded to 0.01° (about a kilometre), in transit only; `near` names the nearest town. */
  position: (LatLng & { at: Date | null; near: string | null }) | null;
  /** From the position shown, in a straight line at AVERAGE_SPEED_MPH. */
  eta: Date | null;
  deliveredAt: Date | null;
  /** The requested drop-off date and time (the drop-off's wall clock), until delivery. */
  scheduledDelivery: { date: string; time: string | null } | null;
  /** The drop-off's IANA zone: every time is shown on its clock. */
  zone: string | null;
};

/** Cancelled, or delivered 48 hours ago (a delivery without its time counts as long ago). */
export function hasTrackingEnded(job: Pick<TrackedJob, "requestStatus" | "deliveredAt">, now: Date): boolean {
  if (job.requestStatus === "cancelled") return true;
  if (job.requestStatus !== "delivered") return false;
  return job.deliveredAt === null || now.getTime() >= job.deliveredAt.getTime() + TRACKING_WINDOW_MS;
}

const roundTo001 = (degrees: number) => Math.round(degrees * 100) / 100;

/** When the vehicle should reach the drop-off: never before now. */
export function estimatedArrival(from: LatLng, dropoff: LatLng, at: Date | null, now: Date): Date {
  const travelMs = (haversineMiles(from, dropoff) / AVERAGE_SPEED_MPH) * 3600_000;
  const start = at && at.getTime() < now.getTime() ? at.getTime() : now.getTime();
  return new Date(Math.max(now.getTime(), Math.ceil((start + travelMs) / 60_000) * 60_000));
}

/** The nearest town of a point ("Dallas, TX"), or null: the offline gazetteer, given by the caller. */
export type TownNear = (lat: number, lng: number) => string | null;

export function toTrackingView(job: TrackedJob, now: Date, townNear: TownNear = () => null): TrackingView {
  const isMoving = job.requestStatus === "in_transit" && job.lastLatitude !== null && job.lastLongitude !== null;
  const [lat, lng] = isMoving ? [roundTo001(job.lastLatitude!), roundTo001(job.lastLongitude!)] : [0, 0];
  const position = isMoving ? { lat, lng, at: job.lastLocationAt, near: townNear(lat, lng) } : null;
  const dropoff = { lat: job.dropoffLatitude, lng: job.dropoffLongitude };
  const isDelivered = job.requestStatus === "delivered";
  return {
    status: job.requestStatus,
    statusTitle: JOB_STATUS_TITLES[job.requestStatus],
    pickupCity: cityOf(job.pickupLocation),
    dropoffCity: cityOf(job.dropoffLocation),
    vehicle: { year: job.vehicleYear, make: job.vehicleMake, model: job.vehicleModel, vinLast4: job.vinNumber.slice(-4) },
    position,
    eta: position ? estimatedArrival(position, dropoff, position.at, now) : null,
    deliveredAt: isDelivered ? job.deliveredAt : null,
    scheduledDelivery: !isDelivered && job.dropoffDate ? { date: job.dropoffDate, time: job.dropoffTime } : null,
    zone: job.dropoffTimezone,
  };
}
