import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { fileResponse } from "@/lib/files/read-stored-file";
import { readInvoicePdf } from "@/lib/invoices/invoice-queries";
import { invoiceIdSchema } from "@/lib/invoices/invoice-schemas";

// GET /api/v1/customer/get-invoice-pdf?invoice_id — a sent invoice's PDF: the customer's own company's (else 404), or any for staff.
export const GET = withAuth({}, async ({ req, actor }) => {
  const { invoice_id } = readQuery(req, invoiceIdSchema);
  return fileResponse(await readInvoicePdf(await getDb(), actor, invoice_id));
});
