import type { DecodedVehicle } from "@/lib/vin/decode-vins";
import { EMPTY_VEHICLE, type VehicleDraft } from "./wizard-model";

export type VehicleFromVin = {
  draft: VehicleDraft;
  /** What the VIN said and what is left to choose, for the person filling in the form. */
  note: string;
};

const NOT_FOUND = "No vehicle found for this VIN: please fill in the details.";

/**
 * The wizard's entry for a decoded VIN: each field the decode and the catalogue settle is filled,
 * the rest left blank (a year outside the year list, a make or model the catalogue lacks, a fuel
 * vPIC does not give). `years` is the year list of SPEC.md §5.
 */
export function vehicleFromDecoded(decoded: DecodedVehicle, years: readonly number[]): VehicleFromVin {
  const base = { ...EMPTY_VEHICLE, vinNumber: decoded.vin };
  if (!decoded.isFound) return { draft: base, note: NOT_FOUND };
  const isYearListed = decoded.year !== null && years.includes(decoded.year);
  const draft: VehicleDraft = {
    ...base,
    year: isYearListed ? String(decoded.year) : "",
    make: decoded.make ?? "",
    model: decoded.model ?? "",
    fueltype: decoded.fuelType ?? "",
  };
  const said = [decoded.year, decoded.decodedMake, decoded.decodedModel].filter((part) => part !== null && part !== "").join(" ");
  const left: string[] = [];
  if (!isYearListed) left.push(decoded.year === null ? "the year" : `a year (${decoded.year} is not in the list)`);
  if (!decoded.isMakeInCatalogue) left.push(`the make (${decoded.decodedMake} is not in the vehicle list)`);
  else if (!decoded.model) left.push(decoded.decodedModel ? `the model (${decoded.decodedModel} is not in the list)` : "the model");
  if (!decoded.fuelType) left.push("the fuel type");
  const note = left.length === 0 ? `This VIN is a ${said}: filled in.` : `This VIN is a ${said}. Please choose ${joinList(left)}.`;
  return { draft, note };
}

function joinList(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

type DecodedField = "year" | "make" | "model" | "fueltype";
export type DecodedFields = Partial<Pick<VehicleDraft, DecodedField>>;

/**
 * The fields a new decode may set in the entry form: never one the person chose themselves (a
 * value that is neither blank nor what an earlier decode put there, `filled`). A make that changes
 * takes the decode's model with it, blank or not, as choosing a make clears the model.
 */
export function decodedChanges(current: VehicleDraft, decoded: VehicleDraft, filled: DecodedFields): DecodedFields {
  const isFree = (key: DecodedField) => current[key] === "" || current[key] === filled[key];
  const changes: DecodedFields = {};
  if (decoded.year && isFree("year")) changes.year = decoded.year;
  if (decoded.make && decoded.make !== current.make && isFree("make")) {
    changes.make = decoded.make;
    changes.model = decoded.model;
  } else if (decoded.model && decoded.make === current.make && isFree("model")) {
    changes.model = decoded.model;
  }
  if (decoded.fueltype && isFree("fueltype")) changes.fueltype = decoded.fueltype;
  return changes;
}
