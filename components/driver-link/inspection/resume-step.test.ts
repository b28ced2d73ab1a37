import { describe, expect, it } from "vitest";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { resumeStep, type Step } from "./resume-step";

const PICKUP: Step[] = ["vin", "photos", "readings", "damages", "sign"];
const DELIVERY: Step[] = ["photos", "readings", "damages", "sign"];

function view(change: { vin?: boolean; missing?: number; readings?: boolean; noDamage?: boolean; damages?: number } = {}): InspectionView {
  const slots = ["front", "rear", "driver_side", "passenger_side", "odometer", "vin_plate"] as const;
  return {
    vin_checked_at: change.vin ? "2026-11-28T08:00:00Z" : null,
    required_slots: [...slots],
    missing_slots: slots.slice(0, change.missing ?? slots.length),
    readings: {
      captured_at: change.readings ? "2026-11-28T08:10:00Z" : null,
      odometer: change.readings ? 48250 : null,
      no_damage: change.noDamage ?? false,
    },
    damages: Array.from({ length: change.damages ?? 0 }, (_, i) => ({ id: `d${i}` })),
  } as unknown as InspectionView;
}

describe("resumeStep", () => {
  it.each([
    ["nothing taken", view(), PICKUP, "vin"],
    ["the VIN checked", view({ vin: true }), PICKUP, "photos"],
    ["some photos taken", view({ vin: true, missing: 2 }), PICKUP, "photos"],
    ["every photo taken", view({ vin: true, missing: 0 }), PICKUP, "readings"],
    ["the readings saved", view({ vin: true, missing: 0, readings: true }), PICKUP, "damages"],
    ["a damage marked", view({ vin: true, missing: 0, readings: true, damages: 1 }), PICKUP, "sign"],
    ["no damage said", view({ vin: true, missing: 0, readings: true, noDamage: true }), PICKUP, "sign"],
    ["a delivery begun", view({ missing: 3 }), DELIVERY, "photos"],
    ["a delivery with its photos", view({ missing: 0 }), DELIVERY, "readings"],
  ] as const)("%s: %s", (_label, v, steps, expected) => {
    expect(steps[resumeStep(v, steps)]).toBe(expected);
  });
});
