"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { createDriver } from "./create-driver";
import { DRIVER_MESSAGES } from "./messages";
import { updateDriver } from "./update-driver";

/** What a saved driver's form is answered: the id, for the details page it goes to next. */
export type SavedDriver = { id: number };

/** The Add Driver form (its picture a file), as POST admin/create-driver. */
export async function createDriverAction(_previous: FormState<SavedDriver>, payload: FormPayload): Promise<FormState<SavedDriver>> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    run: createDriver,
    message: DRIVER_MESSAGES.added,
    answer: ({ id }) => ({ id }),
    next: ({ id }) => `/drivers/driver-details/${id}`,
  });
}

/** The Edit Driver form, as PUT admin/update-driver-details: no file keeps the picture. */
export async function updateDriverAction(_previous: FormState<SavedDriver>, payload: FormPayload): Promise<FormState<SavedDriver>> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    run: updateDriver,
    message: DRIVER_MESSAGES.updated,
    answer: ({ id }) => ({ id }),
    next: ({ id }) => `/drivers/driver-details/${id}`,
  });
}
