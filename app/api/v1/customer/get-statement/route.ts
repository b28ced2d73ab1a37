import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { agingQuerySchema } from "@/lib/invoices/invoice-schemas";
import { companyStatement } from "@/lib/invoices/statement";

// GET /api/v1/customer/get-statement?as_of — the caller's company's statement: its open invoices and balances by days past due.
export const GET = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const { as_of } = readQuery(req, agingQuerySchema);
  return ok(await companyStatement(await getDb(), actor, { companyId: actor.companyId ?? 0, asOf: as_of }), { message: "Statement" });
});
