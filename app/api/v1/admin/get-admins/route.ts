import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/pagination";
import { ok } from "@/lib/api/respond";
import { listAdmins } from "@/lib/people/admin-queries";

// GET /api/v1/admin/get-admins?page&limit&search — admins and superadmins, newest first.
export const GET = withAuth({ roles: ["superadmin"] }, async ({ req, actor }) => {
  const { rows, ...paging } = await listAdmins(await getDb(), actor, readQuery(req, pageQuerySchema));
  return ok(rows, { message: "Admins", ...paging });
});
