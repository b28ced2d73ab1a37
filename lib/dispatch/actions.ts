"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { assignOnBoard } from "./assign-on-board";
import { setDriverDayOff } from "./days-off";
import { DAYS_OFF_MESSAGES, setDriverDayOffSchema } from "./schemas";

// The dispatch board's server actions: the services and messages of their API routes.

/** As POST admin/assign-driver-on-board: a clash answers the overlap / day-off warnings until `confirmed`. */
export async function assignOnBoardAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, run: assignOnBoard, message: "Driver assigned successfully" });
}

/** As POST admin/set-driver-day-off with off: true, from a driver's lane. */
export async function markDayOffAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const body = { ...payloadValues(payload), off: "true" };
  return runFormAction(body, {
    roles: STAFF_ROLES,
    schema: setDriverDayOffSchema,
    run: setDriverDayOff,
    message: DAYS_OFF_MESSAGES.marked,
  });
}

/** As POST admin/set-driver-day-off with off: false, from a day-off badge. */
export async function clearDayOffAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const body = { ...payloadValues(payload), off: "false" };
  return runFormAction(body, {
    roles: STAFF_ROLES,
    schema: setDriverDayOffSchema,
    run: setDriverDayOff,
    message: DAYS_OFF_MESSAGES.cleared,
  });
}
