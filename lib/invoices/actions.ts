"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { BILLING_TERMS_SAVED, saveBillingTerms } from "./billing-terms";
import { billingTermsSchema } from "./billing-terms-schema";

/** Company details → Billing: the schema and service of PUT admin/update-billing-terms. */
export async function saveBillingTermsAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: billingTermsSchema,
    run: saveBillingTerms,
    message: BILLING_TERMS_SAVED,
  });
}
