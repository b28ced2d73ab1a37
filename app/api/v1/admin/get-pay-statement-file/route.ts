import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { payStatementCsv, renderPayStatementPdf, statementFileName } from "@/lib/pay/pay-statement-files";
import { payStatementQuerySchema } from "@/lib/pay/pay-schemas";
import { getPayStatement } from "@/lib/pay/pay-statements";
import { getCarrierSettings } from "@/lib/settings/carrier-settings";

// GET /api/v1/admin/get-pay-statement-file?statement_id&format=pdf|csv — the statement as a PDF (the default) or CSV, as a download.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { statement_id, format } = readQuery(req, payStatementQuerySchema);
  const db = await getDb();
  const statement = await getPayStatement(db, actor, statement_id);
  const name = statementFileName(statement);
  const body =
    format === "csv" ? payStatementCsv(statement) : Buffer.from(await renderPayStatementPdf(statement, await getCarrierSettings(db)));
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
    },
  });
});
