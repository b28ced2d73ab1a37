import { routeSide, truncate } from "@/lib/format/route-text";

type Side = { businessName: string | null | undefined; location: string | null | undefined };

/**
 * SPEC.md §2: "{pickup} to {dropoff}", each side cut at 15 characters, full text as tooltip.
 * Where the table is tight the text breaks after " to ", never inside a side.
 */
export function RouteCell({ pickup, dropoff }: { pickup: Side; dropoff: Side }) {
  const from = routeSide(pickup.businessName, pickup.location);
  const to = routeSide(dropoff.businessName, dropoff.location);
  return (
    <span>
      <span title={from} className="whitespace-nowrap">
        {truncate(from)} to
      </span>{" "}
      <span title={to} className="whitespace-nowrap">
        {truncate(to)}
      </span>
    </span>
  );
}
