import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { readForm } from "@/lib/files/read-form";
import { RIDE_UPDATED } from "@/lib/driver-link/messages";
import { rideRefSchema } from "@/lib/driver-link/schemas";
import { updateRide } from "@/lib/inspections/update-ride";
import { MAX_DRIVER_FORM_BYTES } from "@/lib/driver-link/uploads";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";

// PUT /api/v1/driver/update-riding-details — multipart "Ride update": ride_status checked_in, ride_started or delivered.
export const PUT = withDriverLink({ write: true }, async ({ req, token, verifyLink }) => {
  const input = await readForm(req, { maxBytes: MAX_DRIVER_FORM_BYTES });
  const { jobId, driverId } = parseOrThrow(rideRefSchema, input);
  const db = await getDb();
  return ok(await updateRide(db, { token, jobId, driverId }, input, verifyLink), { message: RIDE_UPDATED });
});
