import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { BILLING_TERMS_SAVED, saveBillingTerms } from "@/lib/invoices/billing-terms";
import { billingTermsSchema } from "@/lib/invoices/billing-terms-schema";

// PUT /api/v1/admin/update-billing-terms — company_id, cycle, net_days, tax_rate_bp, billing_email.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await saveBillingTerms(await getDb(), actor, await readBody(req, billingTermsSchema)), { message: BILLING_TERMS_SAVED });
});
