import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { pageQuerySchema } from "@/lib/api/pagination";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { listPoMissingJobs } from "@/lib/invoices/po-missing";

// GET /api/v1/admin/get-po-missing-jobs?page&limit — delivered jobs waiting for a PO before they can be invoiced, latest delivery first.
export const GET = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const { rows, ...paging } = await listPoMissingJobs(await getDb(), actor, readQuery(req, pageQuerySchema));
  return ok(rows, { message: "Jobs waiting for a PO", ...paging });
});
