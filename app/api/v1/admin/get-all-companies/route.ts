import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/pagination";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listCompanies } from "@/lib/companies/company-queries";

// GET /api/v1/admin/get-all-companies?page&limit&search — newest first; search by name, e-mail or POC.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listCompanies(await getDb(), actor, readQuery(req, pageQuerySchema));
  return ok(rows, { message: "Companies", ...paging });
});
