import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { updateVehicleMake } from "@/lib/catalogue/update-vehicle-make";

// PUT /api/v1/update-vehicle-make-model — id, make and the whole model list.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req }) => {
  const make = await updateVehicleMake(await getDb(), await readBody(req, z.unknown()));
  return ok(make, { message: "Vehicle Updated" });
});
