import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { INVOICE_VOIDED, voidInvoice } from "@/lib/invoices/void-invoice";
import { invoiceIdSchema } from "@/lib/invoices/invoice-schemas";

// POST /api/v1/admin/void-invoice — invoice_id: a sent invoice without payments voided.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await voidInvoice(await getDb(), actor, await readBody(req, invoiceIdSchema)), { message: INVOICE_VOIDED });
});
