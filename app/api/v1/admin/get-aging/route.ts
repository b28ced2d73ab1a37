import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { agingReport } from "@/lib/invoices/aging";
import { agingQuerySchema } from "@/lib/invoices/invoice-schemas";

// GET /api/v1/admin/get-aging?as_of — open balances per company by days past due, with totals.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { as_of } = readQuery(req, agingQuerySchema);
  return ok(await agingReport(await getDb(), actor, as_of), { message: "Aging" });
});
