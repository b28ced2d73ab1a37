import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { readForm } from "@/lib/files/read-form";
import { RIDE_STARTED } from "@/lib/driver/messages";
import { rideRefSchema } from "@/lib/driver/schemas";
import { startRide } from "@/lib/driver/start-ride";
import { verifyDriverLink } from "@/lib/driver/verify-link";
import { withDriverLink } from "@/lib/driver/with-driver-link";

// POST /api/v1/driver/riding-details — jobId, driverId: "Start Check-in" (may the check-in begin?).
export const POST = withDriverLink(async ({ req, token }) => {
  const { jobId, driverId } = parseOrThrow(rideRefSchema, await readForm(req, { maxBytes: 64 * 1024 }));
  const db = await getDb();
  const link = await verifyDriverLink(db, { token, jobId, driverId });
  return ok(await startRide(db, link), { message: RIDE_STARTED });
});
