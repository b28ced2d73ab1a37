import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listInvoices } from "@/lib/invoices/invoice-queries";
import { invoiceListQuerySchema } from "@/lib/invoices/invoice-schemas";

// GET /api/v1/admin/get-invoices?page&limit&search&tab — every company's invoices, newest first; tab: all or a state; search: number or company.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listInvoices(await getDb(), actor, readQuery(req, invoiceListQuerySchema));
  return ok(rows, { message: "Invoices", ...paging });
});
