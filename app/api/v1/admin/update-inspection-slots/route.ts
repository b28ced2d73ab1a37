import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { updateInspectionSlots } from "@/lib/inspections/photo-slots";
import { SLOTS_SAVED } from "@/lib/inspections/messages";
import { inspectionSlotsSchema } from "@/lib/inspections/schemas";

// PUT /api/v1/admin/update-inspection-slots — company_id, slots: the photo slots its jobs' inspections require.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await updateInspectionSlots(await getDb(), actor, await readBody(req, inspectionSlotsSchema)), { message: SLOTS_SAVED });
});
