import { statusActionHandler } from "@/lib/jobs/job-route-handlers";
import { declineCancellation } from "@/lib/jobs/job-status-actions";

// PUT /api/v1/admin/decline-job-cancellation — jobId: back to the status before the request.
export const PUT = statusActionHandler(declineCancellation, "Cancellation request declined successfully");
