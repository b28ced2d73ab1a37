import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { readForm } from "@/lib/files/read-form";
import { RIDE_STARTED } from "@/lib/driver-link/messages";
import { rideRefSchema } from "@/lib/driver-link/schemas";
import { startRide } from "@/lib/driver-link/start-ride";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";

// POST /api/v1/driver/riding-details — jobId, driverId: "Start Check-in" (may the check-in begin?).
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const { jobId, driverId } = parseOrThrow(rideRefSchema, await readForm(req, { maxBytes: 64 * 1024 }));
  const db = await getDb();
  const link = await verifyLink({ jobId, driverId });
  return ok(await startRide(db, link), { message: RIDE_STARTED });
});
