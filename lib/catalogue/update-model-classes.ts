import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { validationError, type FieldErrors } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { getVehicleMake, makeColumns, type VehicleMakeView } from "./catalogue-queries";
import type { ModelClasses } from "./schemas";

/**
 * PUT admin/update-vehicle-classes (staff): sets the class of some of a make's models; the others
 * keep theirs. A model that is not the make's is refused by name.
 */
export async function updateModelClasses(db: DbOrTx, actor: Actor, input: ModelClasses): Promise<VehicleMakeView> {
  assertStaff(actor);
  const make = await getVehicleMake(db, input.id);
  const byLowerName = new Map(make.models.map((model) => [model.toLowerCase(), model]));
  const classes: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [model, vehicleClass] of Object.entries(input.model_classes)) {
    const stored = byLowerName.get(model.trim().toLowerCase());
    if (stored) classes[stored] = vehicleClass;
    else errors.model_classes = [...(errors.model_classes ?? []), `"${model}" is not a model of ${make.make}.`];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  // Merged in the statement: two staff setting different models at once both keep theirs.
  const [row] = await db
    .update(vehicleMakes)
    .set({ modelClasses: sql`${vehicleMakes.modelClasses} || ${JSON.stringify(classes)}::jsonb` })
    .where(eq(vehicleMakes.id, make.id))
    .returning(makeColumns);
  return row!;
}
