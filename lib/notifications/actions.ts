"use server";

import { ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { PREFERENCES_SAVED } from "./messages";
import { updatePreferences } from "./preferences";
import { notificationPreferencesSchema } from "./schemas";

/** The e-mail notifications form: the schema and service of PUT update-notification-preferences. */
export async function savePreferencesAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  // A group of one ticked box is posted as one value, of none as nothing: always a list here.
  const enabled = [payloadValues(payload).enabled ?? []].flat();
  return runFormAction(
    { enabled },
    { roles: ROLES, schema: notificationPreferencesSchema, run: updatePreferences, message: PREFERENCES_SAVED },
  );
}
