import { assignOnBoard } from "@/lib/dispatch/assign-on-board";
import { statusActionHandler } from "@/lib/jobs/job-route-handlers";

// POST /api/v1/admin/assign-driver-on-board — jobId, driverId, confirmed: the board's drop and card menu.
export const POST = statusActionHandler(assignOnBoard, "Driver assigned successfully");
