import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { PAYMENT_RECORDED, recordPayment } from "@/lib/invoices/record-payment";
import { recordPaymentSchema } from "@/lib/invoices/invoice-schemas";

// POST /api/v1/admin/record-payment — invoice_id, amount_cents, paid_on, method (ach, check, card, wire, other), reference: a payment on a sent invoice, at most its balance.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await recordPayment(await getDb(), actor, await readBody(req, recordPaymentSchema)), { message: PAYMENT_RECORDED });
});
