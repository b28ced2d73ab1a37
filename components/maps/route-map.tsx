"use client";

import { GoogleMapsBoundary } from "./google-maps-boundary";
import { GoogleRouteMap } from "./google-route-map";
import { useMapsApiKey } from "./maps-config";
import { OfflineRouteMap } from "./offline-route-map";
import type { RouteMapProps } from "./route-points";

export type { RouteMapProps } from "./route-points";

const LOADING_NOTE = "Loading the interactive map…";
const FAILED_NOTE = "The interactive map could not be loaded.";

/**
 * The job's route: P pickup, O drop-off, D the driver's latest location (SPEC.md §2).
 * A Google map when the server has a key and Google loads; the offline drawing otherwise.
 */
export function RouteMap(props: RouteMapProps) {
  const apiKey = useMapsApiKey();
  if (!apiKey) return <OfflineRouteMap {...props} />;
  return (
    <GoogleMapsBoundary
      apiKey={apiKey}
      fallback={(status) => <OfflineRouteMap {...props} note={status === "loading" ? LOADING_NOTE : FAILED_NOTE} />}
    >
      <GoogleRouteMap {...props} />
    </GoogleMapsBoundary>
  );
}
