import type { RouteDistance } from "@/lib/maps/distance";

const miles = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "1,485 mi by road" (Google's driving distance) or "1,485 mi (estimate)" (the straight line × 1.2). */
export function formatRouteMiles(distance: RouteDistance): string {
  return `${miles.format(distance.miles)} mi ${distance.isEstimate ? "(estimate)" : "by road"}`;
}

/** Why an estimate is one, for a title or a footnote. */
export const ESTIMATE_NOTE = "Estimated as the straight line × 1.2: no driving distance was stored for this job.";
