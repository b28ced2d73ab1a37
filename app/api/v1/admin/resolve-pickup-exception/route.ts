import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { resolvePickupException } from "@/lib/pickup-exceptions/resolve";
import { PICKUP_EXCEPTION_MESSAGES, resolvePickupExceptionSchema } from "@/lib/pickup-exceptions/schemas";

// POST /api/v1/admin/resolve-pickup-exception — jobId, outcome (continue | dry_run): staff's answer to a driver's "Can't pick up".
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const input = await readBody(req, resolvePickupExceptionSchema);
  const { job } = await resolvePickupException(await getDb(), actor, input);
  const message = input.outcome === "continue" ? PICKUP_EXCEPTION_MESSAGES.continued : PICKUP_EXCEPTION_MESSAGES.dryRun;
  return ok({ id: job.id, request_status: job.requestStatus }, { message });
});
