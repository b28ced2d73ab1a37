import { SIGNED } from "@/lib/inspections/messages";
import { inspectionPartHandler } from "@/lib/inspections/route-handlers";
import { signPartSchema } from "@/lib/inspections/schemas";
import { signInspection } from "@/lib/inspections/sign-inspection";

// POST /api/v1/driver/sign-inspection — jobId, driverId, kind, id, signer_name and strokes, or customer_unavailable and attestation; captured_at.
export const POST = inspectionPartHandler(signPartSchema, signInspection, SIGNED);
