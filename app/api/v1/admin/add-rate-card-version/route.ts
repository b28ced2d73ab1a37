import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { RATE_CARD_SAVED } from "@/lib/pricing/messages";
import { addRateCardVersion } from "@/lib/pricing/save-rate-card";
import { rateCardVersionSchema } from "@/lib/pricing/schemas";

// POST /api/v1/admin/add-rate-card-version — rate_card_id, effective_from, terms (cents): an edit, as a new version from that date.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const card = await addRateCardVersion(await getDb(), actor, await readBody(req, rateCardVersionSchema));
  return ok(card, { message: RATE_CARD_SAVED, status: 201 });
});
