import type { LatLng } from "./config";

/** Mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function haversineMiles(a: LatLng, b: LatLng): number {
  return haversineKm(a, b) / KM_PER_MILE;
}

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

function formatAmount(value: number): string {
  return (value < 100 ? oneDecimal : wholeNumber).format(value);
}

/** "1,234 mi · 1,986 km"; one decimal under 100. */
export function formatRouteDistance(km: number): string {
  return `${formatAmount(km / KM_PER_MILE)} mi · ${formatAmount(km)} km`;
}

/** "2.1 km", or "123 km" from 100 km on. */
export function formatKm(km: number): string {
  return `${formatAmount(km)} km`;
}
