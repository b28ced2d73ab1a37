import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { MAX_DRIVER_FORM_BYTES } from "@/lib/drivers/profile-picture";
import { updateDriver } from "@/lib/drivers/update-driver";
import { readForm } from "@/lib/files/read-form";
import { DRIVER_MESSAGES } from "@/lib/drivers/messages";

// PUT /api/v1/admin/update-driver-details — multipart details + driverId, or driverId + active_status (JSON too).
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const input = await readForm(req, { maxBytes: MAX_DRIVER_FORM_BYTES });
  const driver = await updateDriver(await getDb(), actor, input);
  return ok(driver, { message: DRIVER_MESSAGES.updated });
});
