import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { LINE_REMOVED, removeInvoiceLine } from "@/lib/invoices/edit-draft";
import { removeInvoiceLineSchema } from "@/lib/invoices/invoice-schemas";

// POST /api/v1/admin/remove-invoice-line — invoice_id, line_id: a draft's line removed; a job's line puts the job back to unbilled (409 once sent).
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await removeInvoiceLine(await getDb(), actor, await readBody(req, removeInvoiceLineSchema)), { message: LINE_REMOVED });
});
