import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { CLASSES_SAVED } from "@/lib/catalogue/messages";
import { modelClassesSchema } from "@/lib/catalogue/schemas";
import { updateModelClasses } from "@/lib/catalogue/update-model-classes";

// PUT /api/v1/admin/update-vehicle-classes — id (the make), model_classes { model: class }: the models' classes for pricing.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await updateModelClasses(await getDb(), actor, await readBody(req, modelClassesSchema)), { message: CLASSES_SAVED });
});
