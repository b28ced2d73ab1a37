import type { VehicleClass } from "@/lib/vehicles/vehicle-classes";

/** The demo catalogue's classes (DECISIONS.md "Prices"); a model not named here is a sedan. */
const DEMO_CLASSES: Record<string, VehicleClass> = {
  RAV4: "suv",
  Highlander: "suv",
  Explorer: "suv",
  Escape: "suv",
  "CR-V": "suv",
  Pilot: "suv",
  Equinox: "suv",
  Tahoe: "suv",
  X3: "suv",
  X5: "suv",
  Tacoma: "pickup",
  Tundra: "pickup",
  "F-150": "pickup",
  "F-250 Super Duty": "pickup",
  "Silverado 1500": "pickup",
  "Silverado 2500HD": "pickup",
  "Mustang Mach-E": "electric",
  "Bolt EV": "electric",
  "Model 3": "electric",
  "Model Y": "electric",
  "Model S": "electric",
  "Model X": "electric",
  i4: "electric",
};

/** The classes of a make's models, as vehicle_makes.model_classes stores them. */
export function demoClassesOf(models: string[]): Record<string, VehicleClass> {
  return Object.fromEntries(models.map((model) => [model, DEMO_CLASSES[model] ?? "sedan"]));
}
