import { getDb } from "@/db/client";
import { fieldError, parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { filesOf, MAX_FILE_BYTES, readPhotos } from "@/lib/driver-link/uploads";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { readForm } from "@/lib/files/read-form";
import { reportPickupException } from "@/lib/pickup-exceptions/report";
import { PICKUP_EXCEPTION_MESSAGES, reportPickupExceptionSchema } from "@/lib/pickup-exceptions/schemas";

// POST /api/v1/driver/report-pickup-exception — multipart: job_id, driver_id, id, reason, note, captured_at, latitude, longitude, photo.
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const input = await readForm(req, { maxBytes: MAX_FILE_BYTES + 64 * 1024 });
  const report = parseOrThrow(reportPickupExceptionSchema, input);
  const files = filesOf(input.photo);
  if (files.length !== 1) throw fieldError("photo", PICKUP_EXCEPTION_MESSAGES.photo);
  const link = await verifyLink({ jobId: report.job_id, driverId: report.driver_id });
  const [photo] = await readPhotos("photo", files);
  await reportPickupException(await getDb(), link, report, photo!);
  return ok({ id: report.id }, { message: PICKUP_EXCEPTION_MESSAGES.reported });
});
