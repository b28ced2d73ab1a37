"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { addAdmin } from "./add-admin";
import { createCustomer } from "./create-customer";
import { PEOPLE_MESSAGES } from "./messages";
import { updateAdmin } from "./update-admin";
import { updateCustomerDetails } from "./update-customer";

/** What a saved person's form is answered: the record's id, for the page it goes to next. */
export type SavedPerson = { id: number };

const savedId = ({ id }: { id: number }): SavedPerson => ({ id });

/** The Add Admin form, as POST admin/add-admin. */
export async function addAdminAction(_previous: FormState<SavedPerson>, payload: FormPayload): Promise<FormState<SavedPerson>> {
  return runFormAction(payloadValues(payload), {
    roles: ["superadmin"],
    run: addAdmin,
    message: PEOPLE_MESSAGES.adminAdded,
    answer: savedId,
    next: () => "/admin",
  });
}

/** The Edit Admin form, as PUT admin/update-admin-details. */
export async function updateAdminAction(_previous: FormState<SavedPerson>, payload: FormPayload): Promise<FormState<SavedPerson>> {
  return runFormAction(payloadValues(payload), {
    roles: ["superadmin"],
    run: updateAdmin,
    message: PEOPLE_MESSAGES.adminUpdated,
    answer: savedId,
    next: ({ id }) => `/admin/admin-details/${id}`,
  });
}

/** The Add User form of a company, as POST admin/create-customer. */
export async function createCustomerAction(_previous: FormState<SavedPerson>, payload: FormPayload): Promise<FormState<SavedPerson>> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    run: createCustomer,
    message: PEOPLE_MESSAGES.customerCreated,
    answer: savedId,
    next: ({ companyId }) => (companyId ? `/company/company-details/${companyId}` : "/company"),
  });
}

/** The Edit User form, as PUT admin/update-customer-details. */
export async function updateCustomerAction(_previous: FormState<SavedPerson>, payload: FormPayload): Promise<FormState<SavedPerson>> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    run: updateCustomerDetails,
    message: PEOPLE_MESSAGES.customerUpdated,
    answer: savedId,
    next: ({ id, companyId }) => `/company/customer-details/${id}${companyId ? `?companyId=${companyId}` : ""}`,
  });
}
