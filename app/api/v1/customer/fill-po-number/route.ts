import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { fillPoNumber } from "@/lib/jobs/job-status-actions";

// PUT /api/v1/customer/fill-po-number — jobId, po_number.
export const PUT = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const { job } = await fillPoNumber(await getDb(), actor, await readJson(req));
  return ok({ id: job.id, request_status: job.requestStatus, po_number: job.poNumber }, { message: "PO Number submitted successfully" });
});
