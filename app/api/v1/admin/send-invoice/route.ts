import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { INVOICE_SENT, sendInvoice } from "@/lib/invoices/send-invoice";
import { invoiceIdSchema } from "@/lib/invoices/invoice-schemas";

// POST /api/v1/admin/send-invoice — invoice_id: the draft numbered and sent (PDF and mails through the outbox; 409 once sent).
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await sendInvoice(await getDb(), actor, await readBody(req, invoiceIdSchema)), { message: INVOICE_SENT });
});
