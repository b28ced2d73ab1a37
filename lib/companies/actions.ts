"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { createCompany } from "./create-company";
import { COMPANY_MESSAGES } from "./messages";
import { updateCompany } from "./update-company";

/** What a saved company's form is answered: its id, for the details page it goes to next. */
export type SavedCompany = { id: number };

/** The Add Company form, as POST admin/create-company. */
export async function createCompanyAction(_previous: FormState<SavedCompany>, payload: FormPayload): Promise<FormState<SavedCompany>> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    run: createCompany,
    message: COMPANY_MESSAGES.added,
    answer: ({ id }) => ({ id }),
    next: ({ id }) => `/company/company-details/${id}`,
  });
}

/** The Edit Company form, as PUT admin/update-company-details. */
export async function updateCompanyAction(_previous: FormState<SavedCompany>, payload: FormPayload): Promise<FormState<SavedCompany>> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    run: updateCompany,
    message: COMPANY_MESSAGES.updated,
    answer: ({ id }) => ({ id }),
    next: ({ id }) => `/company/company-details/${id}`,
  });
}
