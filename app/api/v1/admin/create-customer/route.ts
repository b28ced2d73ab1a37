import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { createCustomer } from "@/lib/people/create-customer";
import { PEOPLE_MESSAGES } from "@/lib/people/messages";

// POST /api/v1/admin/create-customer — username, email, phone_number, companyId; mails an invitation.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const customer = await createCustomer(await getDb(), actor, await readBody(req, z.unknown()));
  return ok(customer, { message: PEOPLE_MESSAGES.customerCreated, status: 201 });
});
