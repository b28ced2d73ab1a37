"use client";

import { DETAIL_MAP_HEIGHT } from "@/lib/maps/config";
import { fitBounds, toScreen, type Point } from "@/lib/maps/projection";
import { cn } from "@/lib/utils";
import { MapDistance } from "./map-distance";
import { isLatLng, MARKERS, routeMarkers, type MarkerLetter, type RouteMapProps } from "./route-points";
import { outlinePath, useStateOutlines } from "./state-outlines";
import { useElementWidth } from "./use-element-width";

export type OfflineRouteMapProps = RouteMapProps & {
  /** The discreet line under the drawing, while Google's map loads or once it cannot. */
  note?: string;
};

const PADDING = 40;
const MAX_ZOOM = 15;

/**
 * The map without Google: pickup, drop-off and driver placed by Web Mercator over the states'
 * outlines, the straight route and the driver's track, with a legend of the letters. Draws only;
 * nothing leaves the machine.
 */
export function OfflineRouteMap({ height = DETAIL_MAP_HEIGHT, note, className, distance, ...route }: OfflineRouteMapProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const outlines = useStateOutlines();
  const size = { width, height };

  const markers = routeMarkers(route);
  const track = (route.track ?? []).filter(isLatLng);
  const view = fitBounds([...markers.map((m) => m.point), ...track], { ...size, padding: PADDING, maxZoom: MAX_ZOOM });
  const place = (point: { lat: number; lng: number }): Point => toScreen(point, view, size);

  const pickup = isLatLng(route.pickup) ? route.pickup : null;
  const dropoff = isLatLng(route.dropoff) ? route.dropoff : null;
  const routeLine = pickup && dropoff ? [place(pickup), place(dropoff)] : null;
  const trackPoints = track.map(place);
  const base = outlines && {
    land: outlinePath(outlines.land, view, size, true),
    borders: outlinePath(outlines.borders, view, size, false),
  };

  return (
    <div
      ref={ref}
      data-testid="route-map"
      data-map-mode="offline"
      data-base-layer={base ? "states" : "none"}
      className={cn("relative w-full overflow-hidden rounded-md border bg-sky-50", className)}
      style={{ height }}
    >
      {/* Drawn for `width` (640 until the script measures the box) and scaled to the box: before
          the scripts, a phone shows the whole map, smaller, instead of its left part. */}
      <svg
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label="Route map"
        className="absolute inset-0 block"
      >
        {base && (
          <g data-testid="map-states" aria-hidden="true">
            <path d={base.land} className="fill-stone-50 stroke-slate-400" strokeWidth={1} fillRule="evenodd" />
            <path d={base.borders} fill="none" className="stroke-slate-300" strokeWidth={1} strokeLinejoin="round" />
          </g>
        )}

        {trackPoints.length > 1 && (
          <polyline
            data-testid="map-track"
            points={trackPoints.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")}
            fill="none"
            stroke={MARKERS.D.color}
            strokeOpacity={0.7}
            strokeWidth={3}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        {routeLine && (
          <line
            data-testid="map-route"
            x1={routeLine[0].x}
            y1={routeLine[0].y}
            x2={routeLine[1].x}
            y2={routeLine[1].y}
            className="stroke-slate-500"
            strokeWidth={2.5}
            strokeDasharray="7 5"
            strokeLinecap="round"
          />
        )}
        {markers.map(({ letter, point }) => {
          const at = place(point);
          // The driver at a stop (e.g. delivered at the drop-off) would hide its marker, as would a receipt
          // taken there: draw D or R beside it, tied to its true position by a short line.
          const covered =
            (letter === "D" || letter === "R") && markers.some((m) => m.letter < letter && distanceBetween(place(m.point), at) < 22);
          return <MapMarker key={letter} letter={letter} at={at} nudge={covered ? { x: 20, y: -20 } : undefined} />;
        })}
      </svg>

      {distance && <MapDistance distance={distance} />}
      {markers.length === 0 && (
        <p className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm text-slate-500">No locations to show yet.</p>
      )}
      {markers.length > 0 && <MapLegend letters={markers.map((m) => m.letter)} />}
      {note && (
        <p className="absolute right-2 bottom-1 left-2 truncate text-right text-[11px] text-slate-600" title={note}>
          {note}
        </p>
      )}
    </div>
  );
}

/** What the letters mean, for the markers drawn. */
function MapLegend({ letters }: { letters: readonly MarkerLetter[] }) {
  return (
    <ul
      data-testid="map-legend"
      aria-label="Map legend"
      className="absolute top-2 right-2 flex flex-col gap-1 rounded-md bg-white/90 px-2 py-1 text-xs text-slate-700 shadow-sm"
    >
      {letters.map((letter) => (
        <li key={letter} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="grid size-4 place-items-center rounded-full text-[10px] leading-none font-bold text-white"
            style={{ backgroundColor: MARKERS[letter].color }}
          >
            {letter}
          </span>
          {MARKERS[letter].label}
        </li>
      ))}
    </ul>
  );
}

const distanceBetween = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** A lettered marker; data-x/data-y are its true position, `nudge` only moves the drawing. */
function MapMarker({ letter, at, nudge }: { letter: MarkerLetter; at: Point; nudge?: Point }) {
  const { label, color } = MARKERS[letter];
  const x = Number(at.x.toFixed(1));
  const y = Number(at.y.toFixed(1));
  return (
    <g role="img" aria-label={label} data-testid={`map-marker-${letter}`} data-x={x} data-y={y} transform={`translate(${x} ${y})`}>
      <title>{label}</title>
      {nudge && <line x1={0} y1={0} x2={nudge.x} y2={nudge.y} stroke={color} strokeWidth={2} />}
      <g transform={nudge ? `translate(${nudge.x} ${nudge.y})` : undefined}>
        <circle r={13} fill={color} stroke="white" strokeWidth={2.5} />
        <text textAnchor="middle" dominantBaseline="central" fill="white" fontSize={13} fontWeight={700} aria-hidden="true">
          {letter}
        </text>
      </g>
    </g>
  );
}
