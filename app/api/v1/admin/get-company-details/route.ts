import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { getCompanyDetails } from "@/lib/companies/company-queries";
import { companyDetailsQuerySchema } from "@/lib/companies/schemas";

// GET /api/v1/admin/get-company-details?comapnyId= — one company (the parameter is spelt that way).
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { comapnyId } = readQuery(req, companyDetailsQuerySchema);
  return ok(await getCompanyDetails(await getDb(), actor, comapnyId), { message: "Company details" });
});
