import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { payStatementQuerySchema } from "@/lib/pay/pay-schemas";
import { getPayStatement } from "@/lib/pay/pay-statements";

// GET /api/v1/admin/get-pay-statement?statement_id — a pay statement with its lines.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { statement_id } = readQuery(req, payStatementQuerySchema);
  return ok(await getPayStatement(await getDb(), actor, statement_id), { message: "Pay statement" });
});
