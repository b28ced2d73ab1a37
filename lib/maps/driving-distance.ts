import type { LatLng } from "./config";
import { KM_PER_MILE } from "./distance";
import { googleMapsApiKey } from "./server-config";

const ROUTES_URL = "https://routes.googleapis.com/directions/v2:computeRoutes";
/** A job is created without the distance rather than kept waiting on Google. */
const TIMEOUT_MS = 4000;

/**
 * Google's driving distance between two places, in miles (Routes API, computeRoutes), or null
 * without a key or when Google does not answer with a route: the mileage check then takes the
 * straight line times 1.2 (DECISIONS.md "Bill of lading"). Taken once, when the job is created.
 */
export async function drivingMiles(from: LatLng, to: LatLng, key = googleMapsApiKey()): Promise<number | null> {
  if (!key) return null;
  const place = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });
  try {
    const response = await fetch(ROUTES_URL, {
      method: "POST",
      headers: { "content-type": "application/json", "X-Goog-Api-Key": key, "X-Goog-FieldMask": "routes.distanceMeters" },
      body: JSON.stringify({ origin: place(from), destination: place(to), travelMode: "DRIVE" }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Routes API answered ${response.status}`);
    const body = (await response.json()) as { routes?: { distanceMeters?: number }[] };
    const meters = body.routes?.[0]?.distanceMeters;
    if (typeof meters !== "number" || !Number.isFinite(meters) || meters < 0) throw new Error("Routes API found no route");
    return Math.round((meters / 1000 / KM_PER_MILE) * 10) / 10;
  } catch (error) {
    console.warn("[maps] driving distance unavailable, the straight line stands in:", error instanceof Error ? error.message : error);
    return null;
  }
}
