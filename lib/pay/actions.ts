"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { PAY_RULE_SAVED, savePayRule } from "./pay-rules";
import { createPayStatementSchema, payRuleSchema } from "./pay-schemas";
import { createPayStatement, PAY_STATEMENT_CREATED } from "./pay-statements";

/** Driver details → Pay: the schema and service of PUT admin/update-driver-pay-rule. */
export async function savePayRuleAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: payRuleSchema,
    run: savePayRule,
    message: PAY_RULE_SAVED,
  });
}

/** Drivers → Pay's "New statement": the schema and service of POST admin/create-pay-statement; answers the statement's id. */
export async function createPayStatementAction(
  _previous: FormState<{ id: number }>,
  payload: FormPayload,
): Promise<FormState<{ id: number }>> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: createPayStatementSchema,
    run: createPayStatement,
    message: PAY_STATEMENT_CREATED,
    answer: (statement) => ({ id: statement.id }),
    next: (statement) => `/drivers/pay/${statement.id}`,
  });
}
