import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { getInvoiceDetails } from "@/lib/invoices/invoice-queries";
import { invoiceIdSchema } from "@/lib/invoices/invoice-schemas";

// GET /api/v1/admin/get-invoice-details?invoice_id — one invoice with its lines and payments.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { invoice_id } = readQuery(req, invoiceIdSchema);
  return ok(await getInvoiceDetails(await getDb(), actor, invoice_id), { message: "Invoice details" });
});
