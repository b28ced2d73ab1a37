import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { readBillingTerms } from "@/lib/invoices/billing-terms";
import { billingTermsQuerySchema } from "@/lib/invoices/billing-terms-schema";

// GET /api/v1/admin/get-billing-terms?company_id= — the company's billing terms (defaults when unset).
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { company_id } = readQuery(req, billingTermsQuerySchema);
  return ok(await readBillingTerms(await getDb(), actor, company_id), { message: "Billing terms" });
});
