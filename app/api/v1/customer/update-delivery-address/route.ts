import { z } from "zod";
import { getDb } from "@/db/client";
import { forbidden } from "@/lib/api/errors";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { updateSavedAddress } from "@/lib/addresses/update-address";
import { isStaff } from "@/lib/auth/roles";
import { updateJobAddress } from "@/lib/jobs/update-job-address";
import { SAVED_ADDRESS_MESSAGES } from "@/lib/addresses/messages";

const bodySchema = z.record(z.string(), z.unknown(), { error: "The request body must be a JSON object." });

// PUT /api/v1/customer/update-delivery-address — a customer's saved address (addressId), or with
// jobId the admin's edit of a job's pickup/drop-off address (SPEC.md §7 shares the path).
export const PUT = withAuth({ roles: ["customer", "admin", "superadmin"] }, async ({ req, actor }) => {
  const body = await readBody(req, bodySchema);
  const db = await getDb();
  if (body.jobId !== undefined && body.jobId !== null) {
    if (!isStaff(actor.role)) throw forbidden();
    return ok(await updateJobAddress(db, actor, body), { message: "Updated Address successfully!" });
  }
  if (actor.role !== "customer") throw forbidden();
  return ok(await updateSavedAddress(db, actor, body), { message: SAVED_ADDRESS_MESSAGES.updated });
});
