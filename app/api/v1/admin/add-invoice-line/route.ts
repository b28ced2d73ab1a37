import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { LINE_ADDED, addInvoiceLine } from "@/lib/invoices/edit-draft";
import { addInvoiceLineSchema } from "@/lib/invoices/invoice-schemas";

// POST /api/v1/admin/add-invoice-line — invoice_id, description, amount_cents: a line added to a draft (409 once sent).
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await addInvoiceLine(await getDb(), actor, await readBody(req, addInvoiceLineSchema)), { message: LINE_ADDED });
});
