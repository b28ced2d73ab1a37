import { routeSide, truncate } from "@/lib/format/route-text";

type Side = { businessName: string | null | undefined; location: string | null | undefined };

/**
 * SPEC.md §2: "{pickup} to {dropoff}", each side cut at 15 characters, full text as tooltip.
 * One line per side, each cut again by its column where the table is tight; screen readers get
 * the full names, which the 15-character cut would otherwise take from them.
 */
export function RouteCell({ pickup, dropoff }: { pickup: Side; dropoff: Side }) {
  const from = routeSide(pickup.businessName, pickup.location);
  const to = routeSide(dropoff.businessName, dropoff.location);
  return (
    <span className="block min-w-0">
      <span title={from} className="block truncate">
        <span aria-hidden="true">{truncate(from)} to</span>
        <span className="sr-only">{`${from} to`}</span>
      </span>
      <span title={to} className="block truncate">
        <span aria-hidden="true">{truncate(to)}</span>
        <span className="sr-only">{to}</span>
      </span>
    </span>
  );
}
