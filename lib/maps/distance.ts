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

/** "2.1 km", or "123 km" from 100 km on. */
export function formatKm(km: number): string {
  return `${formatAmount(km)} km`;
}

/** Without Google's driving distance the road is taken as the straight line times 1.2 (DECISIONS.md). */
export const ROAD_FACTOR = 1.2;

/** A job's distance: Google's driving miles when stored at creation, else an estimate from the straight line. */
export type RouteDistance = { miles: number; isEstimate: boolean };

/** The one distance of a job: what the screens, the mileage check and the driver's page all show. */
export function routeDistanceOf(route: { from: LatLng; to: LatLng; drivingMiles: number | null }): RouteDistance {
  if (route.drivingMiles !== null) return { miles: Math.round(route.drivingMiles), isEstimate: false };
  return { miles: Math.round(haversineMiles(route.from, route.to) * ROAD_FACTOR), isEstimate: true };
}
