import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { makeColumns, MAKE_NOT_FOUND, type VehicleMakeView } from "./catalogue-queries";
import { assertMakeFree, rethrowMakeTaken } from "./make-name";
import { updateVehicleMakeSchema } from "./schemas";

/** PUT /update-vehicle-make-model: the make and its whole model list. */
export async function updateVehicleMake(db: DbOrTx, input: unknown): Promise<VehicleMakeView> {
  const { id, make, models } = parseOrThrow(updateVehicleMakeSchema, input);
  await assertMakeFree(db, make, id);
  const [row] = await db
    .update(vehicleMakes)
    .set({ make, models, modelClasses: classesOfModels(models) })
    .where(eq(vehicleMakes.id, id))
    .returning(makeColumns)
    .catch(rethrowMakeTaken);
  if (!row) throw notFound(MAKE_NOT_FOUND);
  return row;
}

/** The stored classes of the models the make keeps (a removed or renamed model's class goes with it). */
function classesOfModels(models: string[]) {
  const kept = sql.join(
    models.map((model) => sql`${model}`),
    sql`, `,
  );
  return sql`(select coalesce(jsonb_object_agg(c.key, c.value), '{}'::jsonb) from jsonb_each(${vehicleMakes.modelClasses}) c where c.key in (${kept}))`;
}
