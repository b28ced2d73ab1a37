import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

/** SPEC.md §3 "Vehicle catalogue entry". */
export type VehicleMakeView = { id: number; make: string; models: string[] };

export const MAKE_NOT_FOUND = "Vehicle make not found.";

const makeColumns = { id: vehicleMakes.id, make: vehicleMakes.make, models: vehicleMakes.models };

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
