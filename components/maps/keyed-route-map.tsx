"use client";

import { GoogleMapsBoundary } from "./google-maps-boundary";
import { GoogleRouteMap } from "./google-route-map";
import { OfflineRouteMap } from "./offline-route-map";
import { MAP_FAILED_NOTE, MAP_LOADING_NOTE, type RouteMapProps } from "./route-points";

/**
 * The route map when the server has a Maps key: Google's map once it loads, the offline drawing
 * meanwhile and when it cannot. Loaded on demand by route-map.tsx (with @vis.gl/react-google-maps).
 */
export default function KeyedRouteMap({ apiKey, ...props }: RouteMapProps & { apiKey: string }) {
  return (
    <GoogleMapsBoundary
      apiKey={apiKey}
      fallback={(status) => <OfflineRouteMap {...props} note={status === "loading" ? MAP_LOADING_NOTE : MAP_FAILED_NOTE} />}
    >
      <GoogleRouteMap {...props} />
    </GoogleMapsBoundary>
  );
}
