"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { updateCarrierSettings } from "./carrier-settings";
import { CARRIER_SETTINGS_SAVED } from "./messages";
import { carrierSettingsSchema } from "./schemas";

/** The carrier settings form: the schema and service of PUT admin/update-carrier-settings. */
export async function saveCarrierSettingsAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: carrierSettingsSchema,
    run: (db, actor, settings) => updateCarrierSettings(db, actor, settings),
    message: CARRIER_SETTINGS_SAVED,
  });
}
