import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { getRateCard } from "@/lib/pricing/rate-card-queries";
import { rateCardQuerySchema } from "@/lib/pricing/schemas";

// GET /api/v1/admin/get-rate-card?id= — one rate card with its versions.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { id } = readQuery(req, rateCardQuerySchema);
  return ok(await getRateCard(await getDb(), actor, id), { message: "Rate card" });
});
