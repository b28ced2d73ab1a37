"use server";

import { STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { BILLING_TERMS_SAVED, saveBillingTerms } from "./billing-terms";
import { billingTermsSchema } from "./billing-terms-schema";
import { addInvoiceLine, LINE_ADDED, LINE_REMOVED, removeInvoiceLine } from "./edit-draft";
import {
  addInvoiceLineSchema,
  invoiceIdSchema,
  issueCreditNoteSchema,
  recordPaymentSchema,
  removeInvoiceLineSchema,
} from "./invoice-schemas";
import { CREDIT_NOTE_ISSUED, issueCreditNote } from "./issue-credit-note";
import { PAYMENT_RECORDED, recordPayment } from "./record-payment";
import { INVOICE_SENT, sendInvoice } from "./send-invoice";
import { INVOICE_VOIDED, voidInvoice } from "./void-invoice";

/** Company details → Billing: the schema and service of PUT admin/update-billing-terms. */
export async function saveBillingTermsAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: billingTermsSchema,
    run: saveBillingTerms,
    message: BILLING_TERMS_SAVED,
  });
}

/** The draft's "Add line" form: the schema and service of POST admin/add-invoice-line. */
export async function addInvoiceLineAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: addInvoiceLineSchema,
    run: addInvoiceLine,
    message: LINE_ADDED,
  });
}

/** A draft line's remove button: the schema and service of POST admin/remove-invoice-line. */
export async function removeInvoiceLineAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: removeInvoiceLineSchema,
    run: removeInvoiceLine,
    message: LINE_REMOVED,
  });
}

/** The draft's Send button: the schema and service of POST admin/send-invoice. */
export async function sendInvoiceAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: invoiceIdSchema,
    run: (db, actor, input) => sendInvoice(db, actor, input),
    message: INVOICE_SENT,
  });
}

/** The invoice's payment form: the schema and service of POST admin/record-payment. */
export async function recordPaymentAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: recordPaymentSchema,
    run: recordPayment,
    message: PAYMENT_RECORDED,
  });
}

/** The invoice's Void button: the schema and service of POST admin/void-invoice. */
export async function voidInvoiceAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, schema: invoiceIdSchema, run: voidInvoice, message: INVOICE_VOIDED });
}

/** The invoice's credit note form: the schema and service of POST admin/issue-credit-note. */
export async function issueCreditNoteAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), {
    roles: STAFF_ROLES,
    schema: issueCreditNoteSchema,
    run: (db, actor, input) => issueCreditNote(db, actor, input),
    message: CREDIT_NOTE_ISSUED,
  });
}
