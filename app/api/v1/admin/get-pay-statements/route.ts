import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { payStatementListQuerySchema } from "@/lib/pay/pay-schemas";
import { listPayStatements } from "@/lib/pay/pay-statements";

// GET /api/v1/admin/get-pay-statements?page&limit&driver_id — pay statements, newest first.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listPayStatements(await getDb(), actor, readQuery(req, payStatementListQuerySchema));
  return ok(rows, { message: "Pay statements", ...paging });
});
