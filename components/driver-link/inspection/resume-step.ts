import type { InspectionView } from "@/lib/inspections/inspection-view";

export type Step = "vin" | "photos" | "readings" | "damages" | "sign";

/**
 * The step a driver comes back to (a reload, a killed tab): the first the inspection does not yet
 * cover, as the server has it with what the phone still holds on top (kept-view.ts), so what was taken stays taken (DECISIONS.md "The driver's link
 * without signal"). VIN checked, then every required photo, then the readings, then the damages
 * (marked, or "no damage") before the signature.
 */
export function resumeStep(view: InspectionView & { waiting?: { vin: boolean } }, steps: readonly Step[]): number {
  const covered: Record<Step, boolean> = {
    vin: view.vin_checked_at !== null || view.waiting?.vin === true,
    photos: view.required_slots.length > 0 && view.missing_slots.length === 0,
    readings: view.readings.captured_at !== null && view.readings.odometer !== null,
    damages: view.damages.length > 0 || view.readings.no_damage,
    sign: false,
  };
  const first = steps.findIndex((step) => !covered[step]);
  return first < 0 ? steps.length - 1 : first;
}
