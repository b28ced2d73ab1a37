import type { DbOrTx } from "@/db/client";
import { listVehicleMakes } from "@/lib/catalogue/catalogue-queries";
import { vinWarning } from "@/lib/jobs/vin";
import type { FuelType } from "@/lib/vehicles/fuel-types";
import { matchCatalogue } from "./catalogue-match";
import { decodeVinFacts } from "./decode-vin";
import { noteUnknownMakes } from "./unknown-makes";

/** One decoded VIN as the wizard fills it in (docs/api.md "vin/decode"). */
export type DecodedVehicle = {
  vin: string;
  isFound: boolean;
  year: number | null;
  /** The catalogue's make and model when they match (through MAKE_ALIASES), else null. */
  make: string | null;
  model: string | null;
  fuelType: FuelType | null;
  /** vPIC's own names, to show when the catalogue lacks them. */
  decodedMake: string | null;
  decodedModel: string | null;
  /** Whether the make matched a catalogue entry; a found VIN without one is offered to staff to add. */
  isMakeInCatalogue: boolean;
  /** The check digit warning of DECISIONS.md "Vehicles", or null. */
  warning: string | null;
};

/**
 * Decodes well-formed VINs (decodeVinsSchema) and matches each to the catalogue; a make the catalogue
 * lacks is kept for staff to add (unknown-makes.ts). Nothing leaves the machine.
 */
export async function decodeVins(db: DbOrTx, vins: readonly string[]): Promise<DecodedVehicle[]> {
  const catalogue = await listVehicleMakes(db);
  const decoded: DecodedVehicle[] = [];
  for (const vin of vins) {
    const facts = await decodeVinFacts(vin);
    const match = matchCatalogue(catalogue, facts);
    decoded.push({
      vin,
      isFound: facts.isFound,
      year: facts.year,
      make: match.make,
      model: match.model,
      fuelType: facts.fuelType,
      decodedMake: facts.make,
      decodedModel: facts.model,
      isMakeInCatalogue: match.make !== null,
      warning: vinWarning(vin),
    });
  }
  await noteUnknownMakes(db, decoded);
  return decoded;
}
