import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { RATE_CARD_CREATED } from "@/lib/pricing/messages";
import { createRateCard } from "@/lib/pricing/save-rate-card";
import { createRateCardSchema } from "@/lib/pricing/schemas";

// POST /api/v1/admin/create-rate-card — name, effective_from, terms (cents): a card companies can be given.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const card = await createRateCard(await getDb(), actor, await readBody(req, createRateCardSchema));
  return ok(card, { message: RATE_CARD_CREATED, status: 201 });
});
