import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { EXPENSE_MESSAGES } from "@/lib/expenses/messages";
import { setExpenseRebill } from "@/lib/expenses/review-expense";
import { setExpenseRebillSchema } from "@/lib/expenses/schemas";

// POST /api/v1/admin/set-expense-rebill — { expenseId, rebill }: bill an approved expense on to the customer, or stop.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const result = await setExpenseRebill(await getDb(), actor, await readBody(req, setExpenseRebillSchema));
  return ok(result, { message: result.rebill ? EXPENSE_MESSAGES.rebillOn : EXPENSE_MESSAGES.rebillOff });
});
