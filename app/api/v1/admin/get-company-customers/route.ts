import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { companyCustomersQuerySchema } from "@/lib/companies/schemas";
import { listCompanyCustomers } from "@/lib/people/customer-queries";

// GET /api/v1/admin/get-company-customers?page&limit&companyId — the company's customer users.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listCompanyCustomers(await getDb(), actor, readQuery(req, companyCustomersQuerySchema));
  return ok(rows, { message: "Company customers", ...paging });
});
