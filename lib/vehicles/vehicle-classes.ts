/** DECISIONS.md "Prices": the class of a catalogue model, which picks its rate card surcharge. */
export const VEHICLE_CLASSES = ["sedan", "suv", "pickup", "van", "electric"] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** A model the catalogue has not classed yet is priced as a sedan (no surcharge on the default card). */
export const DEFAULT_VEHICLE_CLASS: VehicleClass = "sedan";

export const VEHICLE_CLASS_LABELS: Record<VehicleClass, string> = {
  sedan: "Sedan",
  suv: "SUV",
  pickup: "Pickup",
  van: "Van",
  electric: "Electric",
};

export function isVehicleClass(value: unknown): value is VehicleClass {
  return typeof value === "string" && (VEHICLE_CLASSES as readonly string[]).includes(value);
}
