import type { DbOrTx } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { parseOrThrow } from "@/lib/api/errors";
import { makeColumns, type VehicleMakeView } from "./catalogue-queries";
import { assertMakeFree, rethrowMakeTaken } from "./make-name";
import { vehicleMakeFormSchema } from "./schemas";

/** POST /create-vehicle-make-model. */
export async function createVehicleMake(db: DbOrTx, input: unknown): Promise<VehicleMakeView> {
  const { make, models } = parseOrThrow(vehicleMakeFormSchema, input);
  await assertMakeFree(db, make);
  const [row] = await db.insert(vehicleMakes).values({ make, models }).returning(makeColumns).catch(rethrowMakeTaken);
  return row!;
}
