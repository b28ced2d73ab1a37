import { PART_SAVED } from "@/lib/inspections/messages";
import { photoPartHandler } from "@/lib/inspections/route-handlers";

// PUT /api/v1/driver/inspection-photo — multipart: jobId, driverId, kind, id, place, sha256, captured_at, latitude?, longitude?, photo.
export const PUT = photoPartHandler(PART_SAVED);
