import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listWaitingExpenses } from "@/lib/expenses/queries";
import { waitingExpensesQuerySchema } from "@/lib/expenses/schemas";

// GET /api/v1/admin/get-waiting-expenses?page&limit&search — expenses waiting for review across jobs, newest first.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listWaitingExpenses(await getDb(), actor, readQuery(req, waitingExpensesQuerySchema));
  return ok(rows, { message: "Waiting expenses", ...paging });
});
