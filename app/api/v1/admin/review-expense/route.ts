import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { reviewedMessage } from "@/lib/expenses/messages";
import { reviewExpense } from "@/lib/expenses/review-expense";
import { reviewExpenseSchema } from "@/lib/expenses/schemas";

// POST /api/v1/admin/review-expense — { expenseId, decision: approve | approve_other | reject, approved_cents?, reason? }.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const reviewed = await reviewExpense(await getDb(), actor, await readBody(req, reviewExpenseSchema));
  return ok(reviewed, { message: reviewedMessage(reviewed.state) });
});
