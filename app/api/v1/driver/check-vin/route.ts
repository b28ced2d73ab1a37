import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";

import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { readForm } from "@/lib/files/read-form";
import { loadInspection } from "@/lib/inspections/inspection-view";
import { VIN_CHECKED } from "@/lib/inspections/messages";
import { checkVin, vinMismatch } from "@/lib/inspections/check-vin";
import { vinCheckSchema } from "@/lib/inspections/schemas";

// POST /api/v1/driver/check-vin — jobId, driverId, vin (the last 6 characters, or all 17): the pickup inspection's first step.
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const part = parseOrThrow(vinCheckSchema, await readForm(req, { maxBytes: 64 * 1024 }));
  const db = await getDb();
  const link = await verifyLink({ jobId: part.jobId, driverId: part.driverId });
  if (!(await checkVin(db, link, part))) throw vinMismatch();
  return ok(await loadInspection(db, link.jobId, "pickup"), { message: VIN_CHECKED });
});
