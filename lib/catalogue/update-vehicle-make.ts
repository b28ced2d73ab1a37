import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import { MAKE_NOT_FOUND, type VehicleMakeView } from "./catalogue-queries";
import { assertMakeFree, rethrowMakeTaken } from "./make-name";
import { updateVehicleMakeSchema } from "./schemas";

/** PUT /update-vehicle-make-model: the make and its whole model list. */
export async function updateVehicleMake(db: DbOrTx, input: unknown): Promise<VehicleMakeView> {
  const { id, make, models } = parseOrThrow(updateVehicleMakeSchema, input);
  await assertMakeFree(db, make, id);
  const [row] = await db
    .update(vehicleMakes)
    .set({ make, models })
    .where(eq(vehicleMakes.id, id))
    .returning({ id: vehicleMakes.id, make: vehicleMakes.make, models: vehicleMakes.models })
    .catch(rethrowMakeTaken);
  if (!row) throw notFound(MAKE_NOT_FOUND);
  return row;
}
