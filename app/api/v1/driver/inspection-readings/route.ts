import { PART_SAVED } from "@/lib/inspections/messages";
import { recordReadings } from "@/lib/inspections/record-parts";
import { inspectionPartHandler } from "@/lib/inspections/route-handlers";
import { readingsPartSchema } from "@/lib/inspections/schemas";

// PUT /api/v1/driver/inspection-readings — jobId, driverId, kind, id, odometer, fuel_eighths | charge_percent, keys_count, loose_items, conditions, conditions_other, no_damage, captured_at.
export const PUT = inspectionPartHandler(readingsPartSchema, recordReadings, PART_SAVED);
