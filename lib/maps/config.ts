/** Map settings shared by the server and the browser (SPEC.md §2 and §9). */

export type LatLng = { lat: number; lng: number };

/** Where a map looks when a job has no coordinates. */
export const DEFAULT_CENTER: LatLng = { lat: 28.6139, lng: 77.209 };
export const DEFAULT_ZOOM = 12;
/** Map height on the job detail screens, in pixels. */
export const DETAIL_MAP_HEIGHT = 247;
/** How long the Google script may take before the offline map is shown instead. */
export const GOOGLE_MAPS_LOAD_TIMEOUT_MS = 5000;

// The Google Maps key is read at run time: lib/maps/server-config.ts on the server,
// useMapsApiKey() (components/maps/maps-config.tsx) in the browser.
