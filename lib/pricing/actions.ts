"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { COMPANY_RATE_CARD_SAVED, RATE_CARD_CREATED, RATE_CARD_SAVED } from "./messages";
import { addRateCardVersion, createRateCard, setCompanyRateCard } from "./save-rate-card";
import { companyRateCardSchema, createRateCardSchema, rateCardVersionSchema } from "./schemas";

/** Settings → Rates, a card's edit: the schema and service of POST admin/add-rate-card-version. */
export async function addRateCardVersionAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: rateCardVersionSchema,
    run: (db, actor, input) => addRateCardVersion(db, actor, input),
    message: RATE_CARD_SAVED,
  });
}

/** Settings → Rates, a new card: the schema and service of POST admin/create-rate-card. */
export async function createRateCardAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: createRateCardSchema,
    run: (db, actor, input) => createRateCard(db, actor, input),
    message: RATE_CARD_CREATED,
  });
}

/** Company details → Rates: the schema and service of PUT admin/update-company-rate-card. */
export async function saveCompanyRateCardAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: companyRateCardSchema,
    run: setCompanyRateCard,
    message: COMPANY_RATE_CARD_SAVED,
  });
}
