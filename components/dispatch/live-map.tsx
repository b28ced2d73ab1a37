"use client";

import * as React from "react";
import { lazy, Suspense } from "react";
import { useMapsApiKey } from "@/components/maps/maps-config";
import { outlinePath, useStateOutlines } from "@/components/maps/state-outlines";
import { useElementWidth } from "@/components/maps/use-element-width";
import { useIsMounted } from "@/components/ui/use-is-mounted";
import { clusterMarkers, type MarkerCluster } from "@/lib/dispatch/cluster-markers";
import type { DispatchPositions } from "@/lib/dispatch/positions";
import { jobLabel } from "@/lib/format/route-text";
import type { LatLng } from "@/lib/maps/config";
import { fitBounds, toScreen, type Point } from "@/lib/maps/projection";
import { CLUSTER_COLOR, clusterKey, HEIGHT, Legend, MarkCard } from "./live-map-parts";
import { liveMarks, type LiveMark } from "./live-marks";

// Google's map code is fetched only when a key is set.
const KeyedLiveMap = lazy(() => import("./google-live-map"));

const PADDING = 36;
// The lower 48 states: the view when nothing is moving and nobody picks up today.
const LOWER_48: LatLng[] = [
  { lat: 49.4, lng: -124.8 },
  { lat: 24.5, lng: -66.9 },
];

type Mark = Point & LiveMark & { dropoff?: Point };

/**
 * Issue 34's live map: Google's map when the server has a Maps key and Google loads (loaded on
 * demand), the offline drawing meanwhile, when it cannot, and without a key.
 */
export function LiveMap({ positions }: { positions: DispatchPositions }) {
  const apiKey = useMapsApiKey();
  const isMounted = useIsMounted();
  if (!apiKey || !isMounted) return <OfflineLiveMap positions={positions} />;
  return (
    <Suspense fallback={<OfflineLiveMap positions={positions} />}>
      <KeyedLiveMap apiKey={apiKey} positions={positions} />
    </Suspense>
  );
}

/**
 * The live map without Google: every job in transit at its latest position (coloured by the age
 * of its last ping) with a dashed line to its drop-off, today's pickups as purple squares, over
 * the states' outlines; above 50 markers, markers close on the screen are grouped. Hovering a
 * marker names the job and driver; a click or tap opens its card. The list beside it has the same.
 */
export function OfflineLiveMap({ positions }: { positions: DispatchPositions }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(720);
  const outlines = useStateOutlines();
  const [selected, setSelected] = React.useState<string | null>(null);
  const size = { width, height: HEIGHT };

  const live = liveMarks(positions);
  const fitted = live.flatMap((mark) => (mark.dropoffAt ? [mark.at, mark.dropoffAt] : [mark.at]));
  const view = fitBounds(fitted.length > 0 ? fitted : LOWER_48, { ...size, padding: PADDING, maxZoom: 11 });
  const place = (point: LatLng): Point => toScreen(point, view, size);
  const marks: Mark[] = live.map((mark) => ({ ...mark, ...place(mark.at), dropoff: mark.dropoffAt ? place(mark.dropoffAt) : undefined }));
  const clusters = clusterMarkers(marks);
  const chosen = clusters.find((cluster) => clusterKey(cluster) === selected);
  const base = outlines && {
    land: outlinePath(outlines.land, view, size, true),
    borders: outlinePath(outlines.borders, view, size, false),
  };

  return (
    <div className="grid content-start gap-2">
      <div
        ref={ref}
        data-testid="live-map"
        data-map-mode="offline"
        data-base-layer={base ? "states" : "none"}
        className="relative w-full overflow-hidden rounded-md border bg-sky-50"
        style={{ height: HEIGHT }}
      >
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="group"
          aria-label="Live map"
          className="absolute inset-0"
        >
          {base ? (
            <g aria-hidden="true" data-testid="map-states">
              <path d={base.land} className="fill-stone-50 stroke-slate-400" strokeWidth={1} fillRule="evenodd" />
              <path d={base.borders} fill="none" className="stroke-slate-300" strokeWidth={1} strokeLinejoin="round" />
            </g>
          ) : null}
          <g aria-hidden="true">
            {clusters.flatMap(({ members: [mark], members }) =>
              members.length === 1 && mark!.dropoff
                ? [<RouteLine key={mark!.key} from={mark!} to={mark!.dropoff} color={mark!.color} />]
                : [],
            )}
          </g>
          {clusters.map((cluster) => (
            <MarkerOrCluster
              key={clusterKey(cluster)}
              cluster={cluster}
              onSelect={() => setSelected(clusterKey(cluster) === selected ? null : clusterKey(cluster))}
            />
          ))}
        </svg>
        {marks.length === 0 ? (
          <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm text-slate-600">
            No job in transit and no pickup today.
          </p>
        ) : null}
        {chosen ? <MarkCard cluster={chosen} onClose={() => setSelected(null)} /> : null}
      </div>
      <Legend hasClusters={clusters.length < marks.length} />
    </div>
  );
}

function RouteLine({ from, to, color }: { from: Point; to: Point; color: string }) {
  return (
    <g data-testid="live-route">
      <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke={color} strokeOpacity={0.6} strokeWidth={2} strokeDasharray="6 5" />
      <circle cx={to.x} cy={to.y} r={4} fill="white" stroke={color} strokeWidth={2} />
    </g>
  );
}

function MarkerOrCluster({ cluster, onSelect }: { cluster: MarkerCluster<Mark>; onSelect: () => void }) {
  const x = Number(cluster.x.toFixed(1));
  const y = Number(cluster.y.toFixed(1));
  const [mark] = cluster.members;
  if (cluster.members.length > 1) {
    const label = `${cluster.members.length} jobs here`;
    return (
      <g
        role="img"
        aria-label={label}
        data-testid="live-cluster"
        transform={`translate(${x} ${y})`}
        onClick={onSelect}
        className="cursor-pointer"
      >
        <title>{`${label}: ${cluster.members.map((m) => jobLabel(m.jobId)).join(", ")}`}</title>
        <circle r={16} fill={CLUSTER_COLOR} fillOpacity={0.9} stroke="white" strokeWidth={2.5} />
        <text textAnchor="middle" dominantBaseline="central" fill="white" fontSize={12} fontWeight={700} aria-hidden="true">
          {cluster.members.length}
        </text>
      </g>
    );
  }
  return (
    <g
      role="img"
      aria-label={mark!.title}
      data-testid={`live-${mark!.kind}-${mark!.jobId}`}
      data-color={mark!.color}
      transform={`translate(${x} ${y})`}
      onClick={onSelect}
      className="cursor-pointer"
    >
      <title>{mark!.title}</title>
      {mark!.kind === "pickup" ? (
        <rect x={-8} y={-8} width={16} height={16} rx={3} fill={mark!.color} stroke="white" strokeWidth={2.5} />
      ) : (
        <circle r={10} fill={mark!.color} stroke="white" strokeWidth={2.5} />
      )}
    </g>
  );
}
