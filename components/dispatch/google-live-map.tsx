"use client";

import * as React from "react";
import { Map, Marker, Polyline, type MapCameraChangedEvent } from "@vis.gl/react-google-maps";
import { GoogleMapsBoundary } from "@/components/maps/google-maps-boundary";
import { clusterMarkers } from "@/lib/dispatch/cluster-markers";
import type { DispatchPositions } from "@/lib/dispatch/positions";
import { jobLabel } from "@/lib/format/route-text";
import { project } from "@/lib/maps/projection";
import { OfflineLiveMap } from "./live-map";
import { CLUSTER_COLOR, clusterKey, HEIGHT, Legend, MarkCard } from "./live-map-parts";
import { liveMarks } from "./live-marks";

// The lower 48 states, as the offline map shows them when nothing moves.
const LOWER_48 = { north: 49.4, south: 24.5, west: -124.8, east: -66.9 };
const START_ZOOM = 4;

/**
 * The live map on Google's map (a Maps key, Google loaded): the same markers, route lines, cards
 * and clusters as the offline map, grouped by the same rule in Google's pixels at the map's zoom.
 * Loaded on demand by live-map.tsx; the offline map shows meanwhile and if Google cannot load.
 */
export default function KeyedLiveMap({ apiKey, positions }: { apiKey: string; positions: DispatchPositions }) {
  return (
    <GoogleMapsBoundary apiKey={apiKey} fallback={() => <OfflineLiveMap positions={positions} />}>
      <GoogleLiveMap positions={positions} />
    </GoogleMapsBoundary>
  );
}

function GoogleLiveMap({ positions }: { positions: DispatchPositions }) {
  const [zoom, setZoom] = React.useState(START_ZOOM);
  const [selected, setSelected] = React.useState<string | null>(null);
  const live = liveMarks(positions);
  const points = live.flatMap((mark) => (mark.dropoffAt ? [mark.at, mark.dropoffAt] : [mark.at]));
  // Decided on the first render only: the refresh every 30 s keeps the dispatcher's view.
  const [bounds] = React.useState(() =>
    points.length > 0
      ? {
          north: Math.max(...points.map((p) => p.lat)),
          south: Math.min(...points.map((p) => p.lat)),
          east: Math.max(...points.map((p) => p.lng)),
          west: Math.min(...points.map((p) => p.lng)),
        }
      : LOWER_48,
  );
  const clusters = clusterMarkers(live.map((mark) => ({ ...mark, ...project(mark.at, zoom) })));
  const chosen = clusters.find((cluster) => clusterKey(cluster) === selected);
  const toggle = (key: string) => setSelected((current) => (current === key ? null : key));

  return (
    <div className="grid content-start gap-2">
      <div
        data-testid="live-map"
        data-map-mode="google"
        className="relative w-full overflow-hidden rounded-md border"
        style={{ height: HEIGHT }}
      >
        <Map
          defaultBounds={{ ...bounds, padding: 36 }}
          gestureHandling="cooperative"
          onCameraChanged={(event: MapCameraChangedEvent) => setZoom(Math.round(event.detail.zoom))}
          style={{ width: "100%", height: "100%" }}
        >
          {clusters.map((cluster) => {
            const key = clusterKey(cluster);
            const [mark] = cluster.members;
            if (cluster.members.length > 1)
              return (
                <Marker
                  key={key}
                  position={{ lat: average(cluster.members.map((m) => m.at.lat)), lng: average(cluster.members.map((m) => m.at.lng)) }}
                  title={`${cluster.members.length} jobs here: ${cluster.members.map((m) => jobLabel(m.jobId)).join(", ")}`}
                  label={{ text: String(cluster.members.length), color: "white", fontWeight: "700" }}
                  icon={dot(CLUSTER_COLOR, 16)}
                  onClick={() => toggle(key)}
                />
              );
            return (
              <React.Fragment key={key}>
                {mark!.dropoffAt ? (
                  <Polyline path={[mark!.at, mark!.dropoffAt]} strokeColor={mark!.color} strokeOpacity={0.6} strokeWeight={2} />
                ) : null}
                <Marker
                  position={mark!.at}
                  title={mark!.title}
                  icon={dot(mark!.color, mark!.kind === "pickup" ? 8 : 10)}
                  onClick={() => toggle(key)}
                />
              </React.Fragment>
            );
          })}
        </Map>
        {live.length === 0 ? (
          <p className="absolute inset-x-0 top-4 text-center text-sm text-slate-700">No job in transit and no pickup today.</p>
        ) : null}
        {chosen ? <MarkCard cluster={chosen} onClose={() => setSelected(null)} /> : null}
      </div>
      <Legend hasClusters={clusters.length < live.length} />
    </div>
  );
}

/** A filled circle of the marker's colour with a white ring, as the offline map draws it. */
const dot = (color: string, scale: number): google.maps.Symbol => ({
  path: google.maps.SymbolPath.CIRCLE,
  fillColor: color,
  fillOpacity: 1,
  strokeColor: "white",
  strokeWeight: 2.5,
  scale,
});

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
