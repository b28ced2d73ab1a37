import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { beginTrip } from "@/lib/driver-link/begin-trip";
import { TRIP_BEGUN } from "@/lib/driver-link/messages";
import { beginTripSchema } from "@/lib/driver-link/schemas";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { readForm } from "@/lib/files/read-form";

// POST /api/v1/driver/begin-trip — jobId, driverId, current_latitude and current_longitude (optional): Begin Trip, the job in transit.
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const input = parseOrThrow(beginTripSchema, await readForm(req, { maxBytes: 64 * 1024 }));
  const db = await getDb();
  const link = await verifyLink({ jobId: input.jobId, driverId: input.driverId });
  return ok(await beginTrip(db, link, input), { message: TRIP_BEGUN });
});
