import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { DEFAULT_VEHICLE_CLASS, type VehicleClass } from "@/lib/vehicles/vehicle-classes";

/** SPEC.md §3 "Vehicle catalogue entry", with each model's class (DECISIONS.md "Prices"). */
export type VehicleMakeView = { id: number; make: string; models: string[]; model_classes: Record<string, VehicleClass> };

export const MAKE_NOT_FOUND = "Vehicle make not found.";

export const makeColumns = {
  id: vehicleMakes.id,
  make: vehicleMakes.make,
  models: vehicleMakes.models,
  model_classes: vehicleMakes.modelClasses,
};

/** A model's class; a model the catalogue has not classed is a sedan. */
export function classOfModel(make: Pick<VehicleMakeView, "model_classes">, model: string): VehicleClass {
  return make.model_classes[model] ?? DEFAULT_VEHICLE_CLASS;
}

/** The whole catalogue, by make name (the wizard's and the settings' lists). */
export async function listVehicleMakes(db: DbOrTx): Promise<VehicleMakeView[]> {
  return db
    .select(makeColumns)
    .from(vehicleMakes)
    .orderBy(asc(sql`lower(${vehicleMakes.make})`), asc(vehicleMakes.id));
}

export async function getVehicleMake(db: DbOrTx, id: number): Promise<VehicleMakeView> {
  const [row] = await db.select(makeColumns).from(vehicleMakes).where(eq(vehicleMakes.id, id)).limit(1);
  if (!row) throw notFound(MAKE_NOT_FOUND);
  return row;
}

/** The class of each vehicle's model, in order (a make or model not in the catalogue: a sedan). */
export async function vehicleClassesOf(db: DbOrTx, vehicles: readonly { make: string; model: string }[]): Promise<VehicleClass[]> {
  const makes = [...new Set(vehicles.map((v) => v.make.toLowerCase()))];
  const rows = makes.length
    ? await db
        .select({ make: vehicleMakes.make, model_classes: vehicleMakes.modelClasses })
        .from(vehicleMakes)
        .where(inArray(sql`lower(${vehicleMakes.make})`, makes))
    : [];
  const byMake = new Map(rows.map((row) => [row.make.toLowerCase(), row]));
  return vehicles.map((v) => {
    const entry = byMake.get(v.make.toLowerCase());
    const model = entry && Object.keys(entry.model_classes).find((m) => m.toLowerCase() === v.model.toLowerCase());
    return entry && model ? classOfModel(entry, model) : DEFAULT_VEHICLE_CLASS;
  });
}
