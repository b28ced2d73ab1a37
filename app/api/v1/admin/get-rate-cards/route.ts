import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listRateCards } from "@/lib/pricing/rate-card-queries";

// GET /api/v1/admin/get-rate-cards — every rate card, the default first, each with the version in force and all versions.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ actor }) =>
  ok(await listRateCards(await getDb(), actor), { message: "Rate cards" }),
);
