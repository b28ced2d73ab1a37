import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { createVehicleMake } from "@/lib/catalogue/create-vehicle-make";

// POST /api/v1/create-vehicle-make-model — make and models (a list or a comma-joined string).
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req }) => {
  const make = await createVehicleMake(await getDb(), await readBody(req, z.unknown()));
  return ok(make, { message: "Vehicle created", status: 201 });
});
