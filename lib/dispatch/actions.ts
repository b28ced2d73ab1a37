"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { assignOnBoard } from "./assign-on-board";

// The dispatch board's server actions: the services and messages of their API routes.

/** As POST admin/assign-driver-on-board: a clash answers the overlap / day-off warnings until `confirmed`. */
export async function assignOnBoardAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, run: assignOnBoard, message: "Driver assigned successfully" });
}
