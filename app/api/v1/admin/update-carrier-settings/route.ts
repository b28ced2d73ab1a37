import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { updateCarrierSettings } from "@/lib/settings/carrier-settings";
import { CARRIER_SETTINGS_SAVED } from "@/lib/settings/messages";
import { carrierSettingsSchema } from "@/lib/settings/schemas";

// PUT /api/v1/admin/update-carrier-settings — every field of the settings form; answers them as saved.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const settings = await updateCarrierSettings(await getDb(), actor, await readBody(req, carrierSettingsSchema));
  return ok(settings, { message: CARRIER_SETTINGS_SAVED });
});
