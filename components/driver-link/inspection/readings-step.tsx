"use client";

import { useId, useState } from "react";
import { AtPickupReadings } from "@/components/inspections/at-pickup";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MILEAGE_PATTERN, typedMileage } from "@/lib/driver-link/mileage";
import { MILEAGE_FORMAT, ODOMETER_REQUIRED } from "@/lib/driver-link/messages";
import type { InspectionView, PickupRecord } from "@/lib/inspections/inspection-view";
import { formatFuel, LIMITING_CONDITIONS, type LimitingCondition } from "@/lib/inspections/vocabulary";
import { cn } from "@/lib/utils";

export type Readings = {
  odometer: string;
  fuel_eighths: number | null;
  charge_percent: string;
  keys_count: number;
  loose_items: string;
  conditions: LimitingCondition[];
  conditions_other: string;
};

export function readingsOf(view: InspectionView): Readings {
  const r = view.readings;
  return {
    odometer: r.odometer === null ? "" : String(r.odometer),
    fuel_eighths: r.fuel_eighths,
    charge_percent: r.charge_percent === null ? "" : String(r.charge_percent),
    keys_count: r.keys_count ?? 1,
    loose_items: r.loose_items,
    conditions: r.conditions as LimitingCondition[],
    conditions_other: r.conditions_other,
  };
}

const EIGHTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const CHIP =
  "min-h-11 rounded-md border px-2 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground";

// A button is named as it reads (WCAG 2.5.3): the ends' letters, with their word.
const FUEL_ENDS: Partial<Record<number, string>> = { 0: "E (empty)", 8: "F (full)" };

/** Step 3: odometer, fuel (or charge for an Electric vehicle), keys, loose items, what limited the inspection. */
export function ReadingsStep({
  readings,
  onChange,
  isElectric,
  atPickup,
}: {
  readings: Readings;
  onChange: (r: Readings) => void;
  isElectric: boolean;
  /** At delivery: what pickup recorded, shown first and compared as the driver types. */
  atPickup: PickupRecord | null;
}) {
  const ids = { odometer: useId(), charge: useId(), keys: useId(), loose: useId(), other: useId() };
  const [touched, setTouched] = useState(false);
  const set = (change: Partial<Readings>) => onChange({ ...readings, ...change });
  const isWrong = touched && readings.odometer.trim() !== "" && typedMileage(readings.odometer) === null;
  const toggle = (c: LimitingCondition) =>
    set({ conditions: readings.conditions.includes(c) ? readings.conditions.filter((x) => x !== c) : [...readings.conditions, c] });

  return (
    <section className="space-y-5" aria-labelledby="readings-heading">
      <h2 id="readings-heading" className="text-base font-semibold">
        Readings
      </h2>
      <AtPickupReadings atPickup={atPickup} delivery={readings} />
      <div className="space-y-2">
        <Label htmlFor={ids.odometer}>Odometer</Label>
        <Input
          id={ids.odometer}
          inputMode="numeric"
          pattern={MILEAGE_PATTERN}
          autoComplete="off"
          placeholder="e.g. 48250"
          value={readings.odometer}
          onChange={(e) => set({ odometer: e.target.value })}
          onBlur={() => setTouched(true)}
          aria-invalid={isWrong || undefined}
          className="h-12 text-base"
        />
        {isWrong && <p className="text-sm text-destructive">{MILEAGE_FORMAT}</p>}
      </div>
      {isElectric ? (
        <div className="space-y-2">
          <Label htmlFor={ids.charge}>Charge level (%)</Label>
          <Input
            id={ids.charge}
            inputMode="numeric"
            value={readings.charge_percent}
            onChange={(e) => set({ charge_percent: e.target.value.replace(/\D/g, "").slice(0, 3) })}
            className="h-12 text-base"
          />
        </div>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Fuel level</legend>
          <div className="grid grid-cols-9 gap-1">
            {EIGHTHS.map((e) => (
              <button
                key={e}
                type="button"
                className={cn(CHIP, "px-0 text-xs")}
                aria-pressed={readings.fuel_eighths === e}
                aria-label={FUEL_ENDS[e]}
                onClick={() => set({ fuel_eighths: e })}
              >
                {e === 0 ? "E" : e === 8 ? "F" : formatFuel(e)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="space-y-2">
        <Label htmlFor={ids.keys}>Keys</Label>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={CHIP}
            aria-label="One key less"
            onClick={() => set({ keys_count: Math.max(0, readings.keys_count - 1) })}
          >
            −
          </button>
          <Input
            id={ids.keys}
            inputMode="numeric"
            value={String(readings.keys_count)}
            readOnly
            className="h-11 w-16 text-center text-base"
          />
          <button
            type="button"
            className={CHIP}
            aria-label="One key more"
            onClick={() => set({ keys_count: Math.min(20, readings.keys_count + 1) })}
          >
            +
          </button>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.loose}>Loose items</Label>
        <Input
          id={ids.loose}
          placeholder="Floor mats, charging cable…"
          value={readings.loose_items}
          onChange={(e) => set({ loose_items: e.target.value })}
          className="h-12 text-base"
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Conditions that limited the inspection</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(LIMITING_CONDITIONS) as LimitingCondition[]).map((c) => (
            <button key={c} type="button" className={CHIP} aria-pressed={readings.conditions.includes(c)} onClick={() => toggle(c)}>
              {LIMITING_CONDITIONS[c]}
            </button>
          ))}
        </div>
        {readings.conditions.includes("other") && (
          <Input
            id={ids.other}
            aria-label="Other condition"
            value={readings.conditions_other}
            onChange={(e) => set({ conditions_other: e.target.value })}
            className="h-12 text-base"
          />
        )}
      </fieldset>
    </section>
  );
}

/** The readings as the readings part sends them (with the choice of the damages step). */
/** What the server would refuse in the readings (the odometer: given, whole miles), told before they are kept. */
export function readingsProblem(readings: Readings): string | null {
  if (readings.odometer.trim() === "") return ODOMETER_REQUIRED;
  return typedMileage(readings.odometer) === null ? MILEAGE_FORMAT : null;
}

export function readingsPart(readings: Readings, isElectric: boolean, noDamage: boolean) {
  return {
    odometer: typedMileage(readings.odometer) ?? readings.odometer.trim(),
    ...(isElectric ? { charge_percent: readings.charge_percent } : { fuel_eighths: readings.fuel_eighths ?? "" }),
    keys_count: readings.keys_count,
    loose_items: readings.loose_items,
    conditions: readings.conditions,
    conditions_other: readings.conditions_other,
    no_damage: noDamage,
  };
}
