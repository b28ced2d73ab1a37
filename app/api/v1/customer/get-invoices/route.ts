import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listInvoices } from "@/lib/invoices/invoice-queries";
import { invoiceListQuerySchema } from "@/lib/invoices/invoice-schemas";

// GET /api/v1/customer/get-invoices?page&limit&search&tab — the caller's company's sent invoices, newest first.
export const GET = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const { rows, ...paging } = await listInvoices(await getDb(), actor, readQuery(req, invoiceListQuerySchema));
  return ok(rows, { message: "Invoices", ...paging });
});
