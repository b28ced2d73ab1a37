import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { overrideJobPrice } from "@/lib/jobs/override-job-price";
import { PRICE_CHANGED } from "@/lib/pricing/messages";
import { overridePriceSchema } from "@/lib/pricing/schemas";

// POST /api/v1/admin/update-job-price — jobId, price_cents, reason: staff's price for the job (a "Price changed" timeline entry).
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await overrideJobPrice(await getDb(), actor, await readBody(req, overridePriceSchema)), { message: PRICE_CHANGED });
});
