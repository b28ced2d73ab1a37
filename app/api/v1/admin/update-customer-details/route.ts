import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { updateCustomerDetails } from "@/lib/people/update-customer";
import { PEOPLE_MESSAGES } from "@/lib/people/messages";

// PUT /api/v1/admin/update-customer-details — username, email, phone_number, customerId.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const customer = await updateCustomerDetails(await getDb(), actor, await readBody(req, z.unknown()));
  return ok(customer, { message: PEOPLE_MESSAGES.customerUpdated });
});
