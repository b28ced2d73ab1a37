import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { createDriver } from "@/lib/drivers/create-driver";
import { MAX_DRIVER_FORM_BYTES } from "@/lib/drivers/profile-picture";
import { readForm } from "@/lib/files/read-form";
import { DRIVER_MESSAGES } from "@/lib/drivers/messages";

// POST /api/v1/admin/create-driver — multipart: name, email, phone, note, profile_picture.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const input = await readForm(req, { maxBytes: MAX_DRIVER_FORM_BYTES });
  const driver = await createDriver(await getDb(), actor, input);
  return ok(driver, { message: DRIVER_MESSAGES.added, status: 201 });
});
