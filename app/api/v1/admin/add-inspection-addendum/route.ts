import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { addAddendum } from "@/lib/inspections/add-addendum";
import { ADDENDUM_ADDED } from "@/lib/inspections/messages";
import { addendumSchema } from "@/lib/inspections/schemas";

// POST /api/v1/admin/add-inspection-addendum — job_id, kind (pickup | delivery), text: a correction of a signed inspection.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const input = await readBody(req, addendumSchema);
  return ok(await addAddendum(await getDb(), actor, input), { message: ADDENDUM_ADDED });
});
