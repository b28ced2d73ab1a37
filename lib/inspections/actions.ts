"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { addAddendum } from "./add-addendum";
import { ADDENDUM_ADDED, SLOTS_SAVED } from "./messages";
import { updateInspectionSlots } from "./photo-slots";
import { addendumSchema, inspectionSlotsSchema } from "./schemas";

/** The addendum form, as POST admin/add-inspection-addendum. */
export async function addAddendumAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, schema: addendumSchema, run: addAddendum, message: ADDENDUM_ADDED });
}

/** A company's photo slots form, as PUT admin/update-inspection-slots. */
export async function saveInspectionSlotsAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const values = payloadValues(payload);
  // A group of one ticked box is posted as one value: always a list here.
  const body = { ...values, slots: [values.slots ?? []].flat() };
  return runFormAction(body, { roles: STAFF_ROLES, schema: inspectionSlotsSchema, run: updateInspectionSlots, message: SLOTS_SAVED });
}
