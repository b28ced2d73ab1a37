import { statusActionHandler } from "@/lib/jobs/job-route-handlers";
import { cancelJob } from "@/lib/jobs/job-status-actions";

// PUT /api/v1/admin/job-cancellation — jobId, reason: the admin cancels the job.
export const PUT = statusActionHandler(cancelJob, "Job cancelled successfully");
