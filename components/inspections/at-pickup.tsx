import type { DiagramMarker } from "@/components/inspections/vehicle-diagram";
import { missingItemsOf, type ItemReadings } from "@/lib/inspections/claims";
import type { PickupRecord } from "@/lib/inspections/inspection-view";
import { formatFuel } from "@/lib/inspections/vocabulary";
import { cn } from "@/lib/utils";

/**
 * What the pickup inspection recorded, set beside the delivery's: on the office's delivery card
 * and on the driver's delivery steps (plain markup without hooks: React and Preact draw it).
 */

/** Pickup's damages as grey markers P1, P2… (drawn first, under the delivery's own). */
export function pickupMarkers(atPickup: PickupRecord | null): DiagramMarker[] {
  return (atPickup?.damages ?? []).map((d, i) => ({
    id: `pickup-${d.id}`,
    view: d.view,
    x: d.x,
    y: d.y,
    label: `P${i + 1}`,
    isPrior: true,
  }));
}

const stripCount = (description: string) => description.replace(/ \(\d+\)$/, "");

/** The list under the diagram: pickup's damages, greyed, labelled "at pickup". */
export function PickupDamageList({ atPickup }: { atPickup: PickupRecord | null }) {
  if (!atPickup) return null;
  return (
    <div className="text-sm text-muted-foreground" data-testid="pickup-damages">
      <p className="flex items-center gap-1.5 font-medium">
        <span aria-hidden="true" className="inline-block size-3 rounded-full bg-slate-400" />
        At pickup (grey on the diagram):{atPickup.damages.length === 0 ? " no damage." : ""}
      </p>
      {atPickup.damages.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {atPickup.damages.map((d, i) => (
            <li key={d.id}>
              P{i + 1}. {stripCount(d.description)} <span className="font-mono text-xs">{d.code}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type AtPickupReadingsProps = {
  atPickup: PickupRecord | null;
  /** The delivery's keys and loose items so far (the phone's form, or the stored readings). */
  delivery: ItemReadings;
  className?: string;
};

/** Pickup's keys, fuel and loose items, and what the delivery lacks of them, flagged as new damage is. */
export function AtPickupReadings({ atPickup, delivery, className }: AtPickupReadingsProps) {
  if (!atPickup) return null;
  const r = atPickup.readings;
  const missing = missingItemsOf(r, delivery);
  const level = r.charge_percent !== null ? `${r.charge_percent}%` : r.fuel_eighths !== null ? formatFuel(r.fuel_eighths) : "—";
  return (
    <section aria-label="At pickup" className={cn("space-y-2 rounded-md border bg-muted/40 p-3 text-sm", className)}>
      <h3 className="font-medium text-muted-foreground">At pickup</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Keys</dt>
        <dd>{r.keys_count ?? "—"}</dd>
        <dt className="text-muted-foreground">{r.charge_percent !== null ? "Charge" : "Fuel"}</dt>
        <dd>{level}</dd>
        <dt className="text-muted-foreground">Loose items</dt>
        <dd className="break-words">{r.loose_items || "None"}</dd>
      </dl>
      {(missing.keys || missing.loose_items.length > 0) && (
        <ul role="status" className="space-y-0.5 font-medium text-amber-700 dark:text-amber-400" data-testid="missing-items">
          {missing.keys && (
            <li>
              Fewer keys than at pickup: {missing.keys.delivery} of {missing.keys.pickup}.
            </li>
          )}
          {missing.loose_items.length > 0 && <li>Not there at delivery: {missing.loose_items.join(", ")}.</li>}
        </ul>
      )}
    </section>
  );
}
