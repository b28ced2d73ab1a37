import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { readForm } from "@/lib/files/read-form";
import { arriveAtPickup } from "@/lib/pickup-arrivals/arrive";
import { ARRIVAL_MESSAGES } from "@/lib/pickup-arrivals/messages";
import { arriveAtPickupSchema } from "@/lib/pickup-arrivals/schemas";
import { waitingOfJob } from "@/lib/pickup-arrivals/waiting";

// POST /api/v1/driver/arrive-at-pickup — job_id, driver_id, id, captured_at, latitude, longitude: "I've arrived", the waiting clock starts.
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const input = parseOrThrow(arriveAtPickupSchema, await readForm(req, { maxBytes: 64 * 1024 }));
  const link = await verifyLink({ jobId: input.job_id, driverId: input.driver_id });
  const db = await getDb();
  const arrival = await arriveAtPickup(db, link, input);
  return ok({ id: arrival.id, ...(await waitingOfJob(db, link.jobId)) }, { message: ARRIVAL_MESSAGES.arrived });
});
