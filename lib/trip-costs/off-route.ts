import { EARTH_RADIUS_KM, haversineKm } from "@/lib/maps/distance";
import type { LatLng } from "@/lib/maps/config";

/** DECISIONS.md "Trip costs": a receipt more than 25 km from the pickup–drop-off line is off route. */
export const OFF_ROUTE_KM = 25;
/** Expenses may be added, and receipts count as on the trip, until 48 hours after delivery. */
export const AFTER_DELIVERY_MS = 48 * 60 * 60 * 1000;

/** The trip's window: from check-in to 48 h after delivery (open-ended while the car is not delivered). */
export type TripWindow = { checkInAt: Date; deliveredAt: Date | null };

/** Where and when a receipt was taken: the photo's EXIF when it has them, else the phone's at capture. */
export type ReceiptEvidence = { position: LatLng | null; takenAt: Date };

export type OffRouteReason = "far" | "before" | "after";
export type OffRouteCheck = { offRoute: boolean; reasons: OffRouteReason[]; kmFromRoute: number | null };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

function bearing(a: LatLng, b: LatLng): number {
  const φ1 = toRadians(a.lat);
  const φ2 = toRadians(b.lat);
  const Δλ = toRadians(b.lng - a.lng);
  return Math.atan2(Math.sin(Δλ) * Math.cos(φ2), Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ));
}

/** Kilometres from a point to the great-circle segment between two places (the nearer end beyond either). */
export function kmFromSegment(point: LatLng, from: LatLng, to: LatLng): number {
  const segmentKm = haversineKm(from, to);
  const toPointKm = haversineKm(from, point);
  if (segmentKm === 0 || toPointKm === 0) return toPointKm;
  const d13 = toPointKm / EARTH_RADIUS_KM;
  const Δθ = bearing(from, point) - bearing(from, to);
  if (Math.cos(Δθ) <= 0) return toPointKm;
  const crossTrack = Math.asin(Math.max(-1, Math.min(1, Math.sin(d13) * Math.sin(Δθ))));
  const alongKm = Math.acos(Math.max(-1, Math.min(1, Math.cos(d13) / Math.cos(crossTrack)))) * EARTH_RADIUS_KM;
  if (alongKm >= segmentKm) return haversineKm(to, point);
  return Math.abs(crossTrack) * EARTH_RADIUS_KM;
}

/** Per field: the photo's EXIF position and time when present, else the phone's. */
export function receiptEvidence(
  exif: { position: LatLng | null; takenAt: Date | null } | null,
  phone: { position: LatLng | null; takenAt: Date },
): ReceiptEvidence {
  return { position: exif?.position ?? phone.position, takenAt: exif?.takenAt ?? phone.takenAt };
}

/** Whether the trip's window is open at a moment: from check-in until 48 h after delivery. */
export function isWithinTrip(window: TripWindow, at: Date): boolean {
  return tripWindowReason(window, at) === null;
}

function tripWindowReason(window: TripWindow, at: Date): "before" | "after" | null {
  if (at.getTime() < window.checkInAt.getTime()) return "before";
  if (window.deliveredAt && at.getTime() > window.deliveredAt.getTime() + AFTER_DELIVERY_MS) return "after";
  return null;
}

/** The off-route rule: too far from the pickup–drop-off line, or outside the trip's window. No position: time only. */
export function checkReceipt(route: { from: LatLng; to: LatLng }, window: TripWindow, evidence: ReceiptEvidence): OffRouteCheck {
  const reasons: OffRouteReason[] = [];
  const kmFromRoute = evidence.position ? kmFromSegment(evidence.position, route.from, route.to) : null;
  if (kmFromRoute !== null && kmFromRoute > OFF_ROUTE_KM) reasons.push("far");
  const timeReason = tripWindowReason(window, evidence.takenAt);
  if (timeReason) reasons.push(timeReason);
  return { offRoute: reasons.length > 0, reasons, kmFromRoute };
}

/**
 * The position exifr's mini build reads from a photo's GPS block (asked with `gps: true`): it adds `latitude`
 * and `longitude` in signed degrees. Null without them, or for a blank (0, 0) or impossible position.
 */
export function exifPosition(tags: Record<string, unknown> | undefined): LatLng | null {
  const lat = tags?.latitude;
  const lng = tags?.longitude;
  if (typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}
