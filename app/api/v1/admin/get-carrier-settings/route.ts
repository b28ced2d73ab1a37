import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { carrierSettingsForStaff } from "@/lib/settings/carrier-settings";

// GET /api/v1/admin/get-carrier-settings — the carrier block, the BOL terms and the mileage threshold.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ actor }) => {
  return ok(await carrierSettingsForStaff(await getDb(), actor), { message: "Carrier settings" });
});
