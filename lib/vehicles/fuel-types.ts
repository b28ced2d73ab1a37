/** SPEC.md §5/§9: the fuel options of the vehicle step. */
export const FUEL_TYPES = ["Diesel", "Electric", "Gas"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
