import { z } from "zod";
import { COMPANY_ID_MISSING } from "./names";
import {
  activeStatusField,
  emailField,
  idField,
  optionalEmailField,
  optionalText,
  phoneField,
  requiredText,
  withNameParts,
} from "@/lib/forms/fields";

/** Add/Edit Admin and Add/Edit User (customer) forms: SPEC.md §5 "Admin form", "Customer user form". */
export const personFormSchema = z.object({
  first_name: requiredText("First name is required.", 100),
  last_name: optionalText(100),
  email: emailField(),
  phone_number: phoneField(),
});
export type PersonForm = z.infer<typeof personFormSchema>;

/** Keys that make an update call a details edit rather than the active switch. */
export const PERSON_DETAIL_KEYS = ["username", "first_name", "last_name", "email", "phone_number"] as const;

/** E-mail is read-only in edit mode: on update it may be left out (kept), and is checked when given. */
const personUpdateSchema = personFormSchema.extend({ email: optionalEmailField() });

/** POST admin/add-admin: username (or first_name/last_name), email, phone_number. */
export const addAdminSchema = z.preprocess(withNameParts, personFormSchema);
export type AddAdmin = z.infer<typeof addAdminSchema>;

/** PUT admin/update-admin-details with the details. */
export const updateAdminDetailsSchema = z.preprocess(withNameParts, personUpdateSchema.extend({ id: idField("Admin ID is required.") }));
export type UpdateAdminDetails = z.infer<typeof updateAdminDetailsSchema>;

/** PUT admin/update-admin-details as the active switch: id and active_status. */
export const adminStatusSchema = z.object({
  id: idField("Admin ID is required."),
  active_status: activeStatusField,
});

export const adminIdQuerySchema = z.object({ id: idField("Admin ID is required.") });

export { COMPANY_ID_MISSING };

/** POST admin/create-customer. */
export const createCustomerSchema = z.preprocess(withNameParts, personFormSchema.extend({ companyId: idField(COMPANY_ID_MISSING) }));
export type CreateCustomer = z.infer<typeof createCustomerSchema>;

/** PUT admin/update-customer-details. */
export const updateCustomerDetailsSchema = z.preprocess(
  withNameParts,
  personUpdateSchema.extend({ customerId: idField("Customer ID is required.") }),
);
export type UpdateCustomerDetails = z.infer<typeof updateCustomerDetailsSchema>;

/** PUT admin/update-customer-status (INTERFACES.md). */
export const customerStatusSchema = z.object({
  customerId: idField("Customer ID is required."),
  is_active: activeStatusField,
});

export const customerIdQuerySchema = z.object({ customerId: idField("Customer ID is required.") });
