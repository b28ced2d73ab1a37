import type { z } from "zod";
import { getDb, type Db } from "@/db/client";
import { fieldError, parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { filesOf, MAX_FILE_BYTES, readPhotos } from "@/lib/driver-link/uploads";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { readForm } from "@/lib/files/read-form";
import { loadInspection } from "./inspection-view";
import { recordPhoto } from "./record-photo";
import { photoPartSchema, type InspectionRef } from "./schemas";

/** A part without a file is small: a signature of 200 strokes of 2,000 points stays under this. */
const MAX_PART_BYTES = 4 * 1024 * 1024;

/**
 * The driver's call that sends one part of an inspection: the part read by its schema, the link
 * verified for writing, the part applied; answers the inspection as it now is.
 */
export function inspectionPartHandler<S extends z.ZodType<InspectionRef>>(
  schema: S,
  apply: (db: Db, link: DriverLink, part: z.output<S>) => Promise<unknown>,
  message: string,
) {
  return withDriverLink({ write: true }, async ({ req, verifyLink }) => {
    const part = parseOrThrow(schema, await readForm(req, { maxBytes: MAX_PART_BYTES }));
    const db = await getDb();
    const link = await verifyLink({ jobId: part.jobId, driverId: part.driverId });
    await apply(db, link, part);
    return ok(await loadInspection(db, link.jobId, part.kind), { message });
  });
}

/** PUT inspection-photo: multipart, the text fields of photoPartSchema and one image in `photo`. */
export function photoPartHandler(message: string) {
  return withDriverLink({ write: true }, async ({ req, verifyLink }) => {
    const input = await readForm(req, { maxBytes: MAX_FILE_BYTES + 64 * 1024 });
    const part = parseOrThrow(photoPartSchema, input);
    const files = filesOf(input.photo);
    if (files.length !== 1) throw fieldError("photo", "Send one photo in the photo field.");
    const db = await getDb();
    const link = await verifyLink({ jobId: part.jobId, driverId: part.driverId });
    const [upload] = await readPhotos("photo", files);
    await recordPhoto(db, link, {
      kind: part.kind,
      id: part.id,
      place: part.place,
      sha256: part.sha256,
      capturedAt: part.captured_at,
      latitude: part.latitude,
      longitude: part.longitude,
      upload: upload!,
    });
    return ok(await loadInspection(db, link.jobId, part.kind), { message });
  });
}
