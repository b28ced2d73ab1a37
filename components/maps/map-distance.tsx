import { ESTIMATE_NOTE, formatRouteMiles } from "@/lib/format/distance";
import type { RouteDistance } from "@/lib/maps/distance";

/** The job's distance over its map: the one the mileage check uses, saying whether it is the road's or an estimate. */
export function MapDistance({ distance }: { distance: RouteDistance }) {
  return (
    <p
      data-testid="map-distance"
      title={distance.isEstimate ? ESTIMATE_NOTE : undefined}
      className="absolute top-2 left-2 z-10 rounded-md bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-700 shadow-sm"
    >
      <span className="sr-only">Distance from pickup to drop-off: </span>
      {formatRouteMiles(distance)}
    </p>
  );
}
