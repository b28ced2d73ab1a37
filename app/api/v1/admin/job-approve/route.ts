import { statusActionHandler } from "@/lib/jobs/job-route-handlers";
import { approveJob } from "@/lib/jobs/job-status-actions";

// PUT /api/v1/admin/job-approve — jobId.
export const PUT = statusActionHandler(approveJob, "Job approved successfully");
