import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { getCustomerDetails } from "@/lib/people/customer-queries";
import { customerIdQuerySchema } from "@/lib/people/schemas";

// GET /api/v1/admin/get-customer-details?customerId= — one customer user with creator, last login and company.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { customerId } = readQuery(req, customerIdQuerySchema);
  return ok(await getCustomerDetails(await getDb(), actor, customerId), { message: "Customer details" });
});
