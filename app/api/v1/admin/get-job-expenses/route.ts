import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listJobExpenses } from "@/lib/expenses/queries";
import { jobExpensesQuerySchema } from "@/lib/expenses/schemas";

// GET /api/v1/admin/get-job-expenses?jobId= — a job's expenses with their receipts, places and states.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { jobId } = readQuery(req, jobExpensesQuerySchema);
  return ok(await listJobExpenses(await getDb(), actor, jobId));
});
