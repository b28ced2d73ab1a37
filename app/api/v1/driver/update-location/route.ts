import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getDriverTrack } from "@/lib/driver-link/queries/driver-track";
import { POSITIONS_SAVED } from "@/lib/driver-link/messages";
import { recordPositions } from "@/lib/driver-link/record-positions";
import { positionsSchema, tripRefSchema } from "@/lib/driver-link/schemas";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { readForm } from "@/lib/files/read-form";

// GET /api/v1/driver/update-location?job_id=&driver_id= — the job's positions (current_latitude, current_longitude, createdAt).
export const GET = withDriverLink({ write: false }, async ({ req, verifyLink }) => {
  const { job_id, driver_id } = readQuery(req, tripRefSchema);
  const db = await getDb();
  const link = await verifyLink({ jobId: job_id, driverId: driver_id });
  return ok(await getDriverTrack(db, link));
});

// POST /api/v1/driver/update-location — job_id, driver_id, positions: [{ id, current_latitude, current_longitude, captured_at }]:
// the positions a phone kept without signal, each stored once, in the order they were taken.
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const input = parseOrThrow(positionsSchema, await readForm(req, { maxBytes: 64 * 1024 }));
  const db = await getDb();
  const link = await verifyLink({ jobId: input.job_id, driverId: input.driver_id });
  return ok(await recordPositions(db, link, input), { message: POSITIONS_SAVED });
});
