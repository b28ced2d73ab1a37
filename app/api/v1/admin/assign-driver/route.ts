import { assignDriver } from "@/lib/jobs/assign-driver";
import { statusActionHandler } from "@/lib/jobs/job-route-handlers";

// POST /api/v1/admin/assign-driver — jobId, driverId.
export const POST = statusActionHandler(assignDriver, "Driver assigned successfully");
