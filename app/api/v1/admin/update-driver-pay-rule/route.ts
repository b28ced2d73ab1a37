import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { PAY_RULE_SAVED, savePayRule } from "@/lib/pay/pay-rules";
import { payRuleSchema } from "@/lib/pay/pay-schemas";

// PUT /api/v1/admin/update-driver-pay-rule — driver_id, kind (flat, per_mile, percent), rate (cents per job or mile, or basis points).
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await savePayRule(await getDb(), actor, await readBody(req, payRuleSchema)), { message: PAY_RULE_SAVED });
});
