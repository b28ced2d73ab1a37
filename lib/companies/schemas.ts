import { z } from "zod";
import { pageQuerySchema } from "@/lib/api/pagination";
import { activeStatusField, emailField, idField, isRecord, optionalEmailField, phoneField, requiredText } from "@/lib/forms/fields";

const INVALID_EMAIL = "Please enter a valid email address.";

const companyFields = {
  company_name: requiredText("Company name is required.", 200),
  address: requiredText("Billing address is required.", 500),
  contact_person_name: requiredText("POC name is required.", 200),
  contact_person_phone: phoneField("POC phone is required."),
};

/** Add company form and POST admin/create-company: all five fields (SPEC.md §5). */
export const companyFormSchema = z.object({ ...companyFields, email: emailField("Email is required.", INVALID_EMAIL) });
export type CompanyForm = z.infer<typeof companyFormSchema>;

/** Edit Company form: the e-mail may be left blank. */
export const editCompanyFormSchema = z.object({ ...companyFields, email: optionalEmailField(INVALID_EMAIL) });
export type EditCompanyForm = z.infer<typeof editCompanyFormSchema>;

export const COMPANY_DETAIL_KEYS = ["company_name", "name", "address", "contact_person_name", "contact_person_phone", "email"] as const;

/** The details answer `name`; an edit may send it back under that key. */
const nameAsCompanyName = (v: unknown) =>
  isRecord(v) && v.company_name === undefined && v.name !== undefined ? { ...v, company_name: v.name } : v;

const companyId = idField("Company ID is required.");

/** PUT admin/update-company-details with the details. */
export const updateCompanyDetailsSchema = z.preprocess(nameAsCompanyName, editCompanyFormSchema.extend({ companyId }));
export type UpdateCompanyDetails = z.infer<typeof updateCompanyDetailsSchema>;

/** PUT admin/update-company-details as the active switch. */
export const companyStatusSchema = z.object({ companyId, active_status: activeStatusField });

/** GET admin/get-company-details?comapnyId= (spelt that way, SPEC.md §7); companyId is accepted too. */
export const companyDetailsQuerySchema = z.preprocess(
  (v) => (isRecord(v) && v.comapnyId === undefined ? { comapnyId: v.companyId } : v),
  z.object({ comapnyId: companyId }),
);

/** GET admin/get-company-customers?page&limit&companyId. */
export const companyCustomersQuerySchema = pageQuerySchema.extend({ companyId });
