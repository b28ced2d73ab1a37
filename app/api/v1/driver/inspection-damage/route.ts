import { PART_SAVED } from "@/lib/inspections/messages";
import { recordDamage, removeDamage } from "@/lib/inspections/record-parts";
import { inspectionPartHandler } from "@/lib/inspections/route-handlers";
import { damagePartSchema, removeDamageSchema } from "@/lib/inspections/schemas";

// PUT /api/v1/driver/inspection-damage — jobId, driverId, kind, id, view, x, y, area, type, severity, photo_ids, captured_at.
export const PUT = inspectionPartHandler(damagePartSchema, recordDamage, PART_SAVED);

// DELETE /api/v1/driver/inspection-damage — jobId, driverId, kind, id: a marker taken off before signing.
export const DELETE = inspectionPartHandler(removeDamageSchema, removeDamage, PART_SAVED);
