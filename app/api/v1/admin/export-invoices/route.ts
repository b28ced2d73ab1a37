import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { exportCsv } from "@/lib/invoices/export-csv";
import { exportRangeSchema } from "@/lib/invoices/invoice-schemas";

// GET /api/v1/admin/export-invoices?from&to&kind — the invoices issued (kind=invoices, the default), the credit
// notes issued (credit_notes) or the payments received (payments) in the range, as CSV for QuickBooks Online (UTF-8).
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const range = readQuery(req, exportRangeSchema);
  const csv = await exportCsv(await getDb(), actor, range);
  const name = range.kind.replace("_", "-");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${range.from}-to-${range.to}.csv"`,
    },
  });
});
