"use client";

import { useEffect } from "react";
import { Map, Marker, Polyline, useMap, useMapsLibrary } from "@vis.gl/react-google-maps";
import { DEFAULT_CENTER, DEFAULT_ZOOM, DETAIL_MAP_HEIGHT, type LatLng } from "@/lib/maps/config";
import { cn } from "@/lib/utils";
import { MapDistance } from "./map-distance";
import { isLatLng, MARKERS, routeMarkers, type RouteMapProps } from "./route-points";

/** The Google map (inside a GoogleMapsBoundary): P, O and D markers, driving directions, the track. */
export function GoogleRouteMap({ height = DETAIL_MAP_HEIGHT, className, distance, ...route }: RouteMapProps) {
  const markers = routeMarkers(route);
  const track = (route.track ?? []).filter(isLatLng);
  const center = markers[0]?.point ?? DEFAULT_CENTER;
  const pickup = isLatLng(route.pickup) ? route.pickup : null;
  const dropoff = isLatLng(route.dropoff) ? route.dropoff : null;

  return (
    <div
      data-testid="route-map"
      data-map-mode="google"
      className={cn("relative w-full overflow-hidden rounded-md border", className)}
      style={{ height }}
    >
      <Map defaultCenter={center} defaultZoom={DEFAULT_ZOOM} gestureHandling="cooperative" style={{ width: "100%", height: "100%" }}>
        {markers.map(({ letter, point }) => (
          <Marker key={letter} position={point} label={{ text: letter, color: "white", fontWeight: "700" }} title={MARKERS[letter].label} />
        ))}
        {track.length > 1 && <Polyline path={track} strokeColor={MARKERS.D.color} strokeOpacity={0.7} strokeWeight={3} />}
        {pickup && dropoff && <DrivingDirections origin={pickup} destination={dropoff} />}
      </Map>
      {distance && <MapDistance distance={distance} />}
    </div>
  );
}

/** Driving directions drawn under the markers; a failure is only logged (SPEC.md §8). */
function DrivingDirections({ origin, destination }: { origin: LatLng; destination: LatLng }) {
  const map = useMap();
  const routes = useMapsLibrary("routes");
  const { lat: originLat, lng: originLng } = origin;
  const { lat: destinationLat, lng: destinationLng } = destination;
  useEffect(() => {
    if (!map || !routes) return;
    const renderer = new routes.DirectionsRenderer({ map, suppressMarkers: true, preserveViewport: false });
    let cancelled = false;
    new routes.DirectionsService()
      .route({
        origin: { lat: originLat, lng: originLng },
        destination: { lat: destinationLat, lng: destinationLng },
        travelMode: google.maps.TravelMode.DRIVING,
      })
      .then((result) => {
        if (!cancelled) renderer.setDirections(result);
      })
      .catch((error: unknown) => console.warn("Directions request failed", error));
    return () => {
      cancelled = true;
      renderer.setMap(null);
    };
  }, [map, routes, originLat, originLng, destinationLat, destinationLng]);

  return null;
}
