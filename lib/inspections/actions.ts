"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { addAddendum } from "./add-addendum";
import { ADDENDUM_ADDED } from "./messages";
import { addendumSchema } from "./schemas";

/** The addendum form, as POST admin/add-inspection-addendum. */
export async function addAddendumAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, schema: addendumSchema, run: addAddendum, message: ADDENDUM_ADDED });
}
