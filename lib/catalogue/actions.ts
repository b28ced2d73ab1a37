"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { CLASSES_SAVED } from "./messages";
import { modelClassesSchema } from "./schemas";
import { updateModelClasses } from "./update-model-classes";

/** The catalogue's classes form: the schema and service of PUT admin/update-vehicle-classes. */
export async function saveModelClassesAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: modelClassesSchema,
    run: updateModelClasses,
    message: CLASSES_SAVED,
  });
}
