import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { exportInvoicesCsv } from "@/lib/invoices/export-csv";
import { exportRangeSchema } from "@/lib/invoices/invoice-schemas";

// GET /api/v1/admin/export-invoices?from&to — the invoices issued in the range as QuickBooks Online's import CSV (text/csv, UTF-8).
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const range = readQuery(req, exportRangeSchema);
  const csv = await exportInvoicesCsv(await getDb(), actor, range);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="invoices-${range.from}-to-${range.to}.csv"`,
    },
  });
});
