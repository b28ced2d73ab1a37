import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { updateAdmin } from "@/lib/people/update-admin";
import { PEOPLE_MESSAGES } from "@/lib/people/messages";

// PUT /api/v1/admin/update-admin-details — an admin's details, or `id` + `active_status` for the switch.
export const PUT = withAuth({ roles: ["superadmin"] }, async ({ req, actor }) => {
  const admin = await updateAdmin(await getDb(), actor, await readBody(req, z.unknown()));
  return ok(admin, { message: PEOPLE_MESSAGES.adminUpdated });
});
