import { routeSide, truncate } from "@/lib/format/route-text";

type Side = { businessName: string | null | undefined; location: string | null | undefined };

/** SPEC.md §2: "{pickup} to {dropoff}", each side cut at 15 characters, full text as tooltip. */
export function RouteCell({ pickup, dropoff }: { pickup: Side; dropoff: Side }) {
  const from = routeSide(pickup.businessName, pickup.location);
  const to = routeSide(dropoff.businessName, dropoff.location);
  return (
    <span className="whitespace-nowrap">
      <span title={from}>{truncate(from)}</span>
      {" to "}
      <span title={to}>{truncate(to)}</span>
    </span>
  );
}
