import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { readForm } from "@/lib/files/read-form";
import { DOCUMENTS_UPDATED } from "@/lib/driver-link/messages";
import { getDriverTripDocuments } from "@/lib/driver-link/queries/driver-documents";
import { tripRefSchema } from "@/lib/driver-link/schemas";
import { uploadTripDocuments } from "@/lib/driver-link/upload-trip-documents";
import { MAX_DRIVER_FORM_BYTES } from "@/lib/driver-link/uploads";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";

// POST /api/v1/driver/upload-trip-document — multipart: job_id, driver_id, additional_notes, the four documents, other_receipts, existing_other_receipts.
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const input = await readForm(req, { maxBytes: MAX_DRIVER_FORM_BYTES });
  const { job_id, driver_id } = parseOrThrow(tripRefSchema, input);
  const db = await getDb();
  const link = await verifyLink({ jobId: job_id, driverId: driver_id });
  await uploadTripDocuments(db, link, input);
  return ok(await getDriverTripDocuments(db, link), { message: DOCUMENTS_UPDATED });
});
