import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { COMPANY_RATE_CARD_SAVED } from "@/lib/pricing/messages";
import { setCompanyRateCard } from "@/lib/pricing/save-rate-card";
import { companyRateCardSchema } from "@/lib/pricing/schemas";

// PUT /api/v1/admin/update-company-rate-card — company_id, rate_card_id (null: the default card).
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await setCompanyRateCard(await getDb(), actor, await readBody(req, companyRateCardSchema)), {
    message: COMPANY_RATE_CARD_SAVED,
  });
});
