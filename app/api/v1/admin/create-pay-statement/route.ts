import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { createPayStatementSchema } from "@/lib/pay/pay-schemas";
import { createPayStatement, PAY_STATEMENT_CREATED } from "@/lib/pay/pay-statements";

// POST /api/v1/admin/create-pay-statement — driver_id, from, to (YYYY-MM-DD, UTC, both included): the period's unpaid jobs and reimbursements.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await createPayStatement(await getDb(), actor, await readBody(req, createPayStatementSchema)), {
    message: PAY_STATEMENT_CREATED,
    status: 201,
  });
});
