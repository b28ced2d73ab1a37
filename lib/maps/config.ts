/** Map settings shared by the server and the browser (SPEC.md §2 and §9). */

export type LatLng = { lat: number; lng: number };

/** Where a map looks when a job has no coordinates. */
export const DEFAULT_CENTER: LatLng = { lat: 28.6139, lng: 77.209 };
export const DEFAULT_ZOOM = 12;
/** Map height on the job detail screens, in pixels. */
export const DETAIL_MAP_HEIGHT = 247;
/** How long the Google script may take before the offline map is shown instead. */
export const GOOGLE_MAPS_LOAD_TIMEOUT_MS = 5000;

/**
 * The browser key. Read as the literal `process.env.NEXT_PUBLIC_...` on purpose: Next inlines
 * NEXT_PUBLIC_ variables at build time, so the browser sees the value the app was built with.
 */
export function googleMapsApiKey(): string | undefined {
  const key = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim();
  return key ? key : undefined;
}

export function hasGoogleMaps(): boolean {
  return googleMapsApiKey() !== undefined;
}
