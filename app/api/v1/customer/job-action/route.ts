import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { CANCELLATION_REQUESTED, requestCancellation } from "@/lib/jobs/job-status-actions";

// POST /api/v1/customer/job-action — jobId, reason, type 'cancel': a cancellation request.
export const POST = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const { job } = await requestCancellation(await getDb(), actor, await readJson(req));
  return ok({ id: job.id, request_status: job.requestStatus }, { message: CANCELLATION_REQUESTED });
});
