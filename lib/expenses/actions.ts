"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { EXPENSE_MESSAGES } from "./messages";
import { reviewExpense, setExpenseRebill } from "./review-expense";
import { reviewExpenseSchema, setExpenseRebillSchema } from "./schemas";

// The Expenses card's server actions: the schemas, services and messages of POST admin/review-expense and admin/set-expense-rebill.

const review = (decision: "approve" | "approve_other" | "reject", message: string) => (payload: FormPayload) =>
  runFormAction({ ...payloadValues(payload), decision }, { roles: STAFF_ROLES, schema: reviewExpenseSchema, run: reviewExpense, message });

export async function approveExpenseAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return review("approve", EXPENSE_MESSAGES.approved)(payload);
}

export async function approveOtherExpenseAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return review("approve_other", EXPENSE_MESSAGES.approvedOther)(payload);
}

export async function rejectExpenseAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return review("reject", EXPENSE_MESSAGES.rejected)(payload);
}

export async function setExpenseRebillAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const body = payloadValues(payload);
  return runFormAction(body, {
    roles: STAFF_ROLES,
    schema: setExpenseRebillSchema,
    run: setExpenseRebill,
    message: body.rebill === "true" || body.rebill === true ? EXPENSE_MESSAGES.rebillOn : EXPENSE_MESSAGES.rebillOff,
  });
}
