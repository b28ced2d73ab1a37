"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { PRICE_CHANGED } from "@/lib/pricing/messages";
import { overridePriceSchema } from "@/lib/pricing/schemas";
import { overrideJobPrice } from "./override-job-price";

/** The job detail's price form: the schema and service of POST admin/update-job-price. */
export async function overridePriceAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: overridePriceSchema,
    run: overrideJobPrice,
    message: PRICE_CHANGED,
  });
}
