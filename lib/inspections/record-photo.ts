import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { inspectionDamages, inspectionPhotos, inspections } from "@/db/schema";
import { AppError, conflict, fieldError } from "@/lib/api/errors";
import type { Upload } from "@/lib/driver-link/uploads";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { HASH_MISMATCH, PHOTO_ID_TAKEN } from "./messages";
import { changeInspection } from "./open-inspection";
import { photoLimitOf, tooManyPhotos } from "./photo-limits";
import type { InspectionKind, PhotoPlace } from "./vocabulary";

export type PhotoPart = {
  kind: InspectionKind;
  id: string;
  place: PhotoPlace;
  sha256: string;
  capturedAt: Date;
  latitude?: number;
  longitude?: number;
  upload: Upload;
};

/**
 * A photo of an inspection, stored as sent: the phone's SHA-256 must be the bytes' (400
 * otherwise). The same id sent again is stored once (a retry answers as the first did); an id
 * already used for other bytes, or by another inspection, is refused (409). A required slot
 * photographed twice keeps both; the latest captured is the slot's. A place already holding its
 * most photos (photo-limits.ts) refuses another (409), counted under the inspection's lock.
 */
export async function recordPhoto(db: Db, link: DriverLink, part: PhotoPart): Promise<void> {
  if (part.upload.sha256 !== part.sha256) throw fieldError("sha256", HASH_MISMATCH);
  if ((part.latitude === undefined) !== (part.longitude === undefined))
    throw fieldError("latitude", "Send both latitude and longitude, or neither.");
  if (await isStored(db, link, part)) return;

  const fileId = await storeFile(db, { ...part.upload, jobId: link.jobId });
  try {
    await changeInspection(db, link, part.kind, async ({ tx, inspection }) => {
      const [[held], [marked]] = await Promise.all([
        tx
          .select({ n: count() })
          .from(inspectionPhotos)
          .where(and(eq(inspectionPhotos.inspectionId, inspection.id), eq(inspectionPhotos.place, part.place))),
        tx.select({ n: count() }).from(inspectionDamages).where(eq(inspectionDamages.inspectionId, inspection.id)),
      ]);
      const limit = photoLimitOf(part.place, marked!.n);
      if (held!.n >= limit) throw conflict(tooManyPhotos(part.place, limit));
      const inserted = await tx
        .insert(inspectionPhotos)
        .values({
          id: part.id,
          inspectionId: inspection.id,
          place: part.place,
          fileId,
          sha256: part.sha256,
          capturedAt: part.capturedAt,
          latitude: part.latitude ?? null,
          longitude: part.longitude ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: inspectionPhotos.id });
      if (inserted.length === 0) throw new StoredMeanwhile();
      await tx.update(inspections).set({ updatedAt: new Date() }).where(eq(inspections.id, inspection.id));
    });
  } catch (error) {
    await deleteStoredFile(db, fileId);
    // A copy of this call won the race: answer as a retry does (or refuse a different photo under the id).
    if (error instanceof StoredMeanwhile && (await isStored(db, link, part))) return;
    throw error instanceof StoredMeanwhile ? conflict(PHOTO_ID_TAKEN) : error;
  }
}

class StoredMeanwhile extends AppError {
  constructor() {
    super("CONFLICT", PHOTO_ID_TAKEN);
  }
}

/** Whether this very photo (id, bytes, inspection) is already stored; 409 when the id is another photo's. */
async function isStored(db: Db, link: DriverLink, part: PhotoPart): Promise<boolean> {
  const [row] = await db
    .select({ sha256: inspectionPhotos.sha256, jobId: inspections.jobId, kind: inspections.kind })
    .from(inspectionPhotos)
    .innerJoin(inspections, eq(inspections.id, inspectionPhotos.inspectionId))
    .where(eq(inspectionPhotos.id, part.id));
  if (!row) return false;
  if (row.sha256 !== part.sha256 || row.jobId !== link.jobId || row.kind !== part.kind) throw conflict(PHOTO_ID_TAKEN);
  return true;
}
