import { z } from "zod";
import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { idField } from "@/lib/forms/fields";
import { readPayRule } from "@/lib/pay/pay-rules";
import { DRIVER_ID_REQUIRED } from "@/lib/pay/pay-schemas";

const querySchema = z.object({ driver_id: idField(DRIVER_ID_REQUIRED) });

// GET /api/v1/admin/get-driver-pay-rule?driver_id — the driver's pay rule: { kind, rate, text }, kind null when none is set.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { driver_id } = readQuery(req, querySchema);
  return ok(await readPayRule(await getDb(), actor, driver_id), { message: "Pay rule" });
});
