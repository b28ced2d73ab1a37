import type { InspectionView } from "@/lib/inspections/inspection-view";

export type Step = "vin" | "photos" | "readings" | "damages" | "sign";

/**
 * The step a driver comes back to (a reload, a killed tab): the first the server's record of the
 * inspection does not yet cover, so what was taken stays taken (DECISIONS.md "The driver's link
 * without signal"). VIN checked, then every required photo, then the readings, then the damages
 * (marked, or "no damage") before the signature.
 */
export function resumeStep(view: InspectionView, steps: readonly Step[]): number {
  const covered: Record<Step, boolean> = {
    vin: view.vin_checked_at !== null,
    photos: view.required_slots.length > 0 && view.missing_slots.length === 0,
    readings: view.readings.captured_at !== null && view.readings.odometer !== null,
    damages: view.damages.length > 0 || view.readings.no_damage,
    sign: false,
  };
  const first = steps.findIndex((step) => !covered[step]);
  return first < 0 ? steps.length - 1 : first;
}
