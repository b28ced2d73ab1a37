import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { statementQuerySchema } from "@/lib/invoices/invoice-schemas";
import { companyStatement } from "@/lib/invoices/statement";

// GET /api/v1/admin/get-company-statement?company_id&as_of — a company's open invoices and its balances by days past due.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { company_id, as_of } = readQuery(req, statementQuerySchema);
  return ok(await companyStatement(await getDb(), actor, { companyId: company_id, asOf: as_of }), { message: "Statement" });
});
