import type { LatLng } from "@/lib/maps/config";
import type { RouteDistance } from "@/lib/maps/distance";

export type RouteMapProps = {
  pickup?: LatLng | null;
  dropoff?: LatLng | null;
  /** The driver's latest location; defaults to the last point of the track. */
  driver?: LatLng | null;
  /** Where a receipt was taken (an expense staff review); drawn as R. */
  receipt?: LatLng | null;
  /** The driver's location updates, oldest first. */
  track?: readonly LatLng[];
  /** The job's distance (routeDistanceOf), shown over the map. */
  distance?: RouteDistance | null;
  /** In pixels; 247 on the job detail screens (DETAIL_MAP_HEIGHT). */
  height?: number;
  className?: string;
};

export const MARKERS = {
  P: { label: "Pickup", color: "#16a34a" },
  O: { label: "Drop-off", color: "#dc2626" },
  D: { label: "Driver", color: "#2563eb" },
  R: { label: "Receipt", color: "#b45309" },
} as const;

export type MarkerLetter = keyof typeof MARKERS;

/** The marked points in drawing order; D falls back to the track's last point; R only when given. */
export function routeMarkers({ pickup, dropoff, driver, receipt, track }: RouteMapProps): { letter: MarkerLetter; point: LatLng }[] {
  const latest = driver ?? track?.at(-1) ?? null;
  const marks: { letter: MarkerLetter; point: LatLng | null | undefined }[] = [
    { letter: "P", point: pickup },
    { letter: "O", point: dropoff },
    { letter: "D", point: latest },
    { letter: "R", point: receipt },
  ];
  return marks.filter((m): m is { letter: MarkerLetter; point: LatLng } => isLatLng(m.point));
}

export function isLatLng(point: LatLng | null | undefined): point is LatLng {
  return !!point && Number.isFinite(point.lat) && Number.isFinite(point.lng);
}

/** The offline map's note while Google's map loads, and once it cannot. */
export const MAP_LOADING_NOTE = "Loading the interactive map…";
export const MAP_FAILED_NOTE = "The interactive map could not be loaded.";
