import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getAdminDetails } from "@/lib/people/admin-queries";
import { adminIdQuerySchema } from "@/lib/people/schemas";

// GET /api/v1/admin/get-admin-details?id= — one admin with created_by_name, role and dates.
export const GET = withAuth({ roles: ["superadmin"] }, async ({ req, actor }) => {
  const { id } = readQuery(req, adminIdQuerySchema);
  return ok(await getAdminDetails(await getDb(), actor, id), { message: "Admin details" });
});
