import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { rescheduleJob } from "@/lib/jobs/reschedule-job";

// PUT /api/v1/customer/update-job-schedule — a reschedule (customer), or the admin's from the job detail.
export const PUT = withAuth({}, async ({ req, actor }) => {
  const { job } = await rescheduleJob(await getDb(), actor, await readJson(req));
  return ok({ id: job.id, request_status: job.requestStatus }, { message: "Job rescheduled successfully" });
});
