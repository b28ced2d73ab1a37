"use client";

import { lazy, Suspense } from "react";
import { useIsMounted } from "@/components/ui/use-is-mounted";
import { useMapsApiKey } from "./maps-config";
import { OfflineRouteMap } from "./offline-route-map";
import { MAP_LOADING_NOTE, type RouteMapProps } from "./route-points";

export type { RouteMapProps } from "./route-points";

// Google's map code is fetched only when a key is set, not with every page that shows a route.
const KeyedRouteMap = lazy(() => import("./keyed-route-map"));

/**
 * The job's route: P pickup, O drop-off, D the driver's latest location (SPEC.md §2).
 * A Google map when the server has a key and Google loads; the offline drawing otherwise.
 */
export function RouteMap(props: RouteMapProps) {
  const apiKey = useMapsApiKey();
  const isMounted = useIsMounted();
  if (!apiKey) return <OfflineRouteMap {...props} />;
  const loading = <OfflineRouteMap {...props} note={MAP_LOADING_NOTE} />;
  // Google's map is the browser's alone: the server draws the offline map meanwhile, without
  // Suspense, which the driver pages' renderer (preact-render-to-string) cannot render.
  if (!isMounted) return loading;
  return (
    <Suspense fallback={loading}>
      <KeyedRouteMap apiKey={apiKey} {...props} />
    </Suspense>
  );
}
