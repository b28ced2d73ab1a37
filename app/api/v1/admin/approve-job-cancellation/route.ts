import { statusActionHandler } from "@/lib/jobs/job-route-handlers";
import { approveCancellation } from "@/lib/jobs/job-status-actions";

// PUT /api/v1/admin/approve-job-cancellation — jobId: the customer's cancellation request is granted.
export const PUT = statusActionHandler(approveCancellation, "Cancellation request approved successfully");
