import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobPhotos, type PhotoKind } from "@/db/schema";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { addIncompletePhoto } from "./older-clients";
import type { Upload } from "@/lib/driver-link/uploads";

export type StorePhotosInput = { jobId: number; driverId: number; kind: PhotoKind; photos: Upload[] };

/**
 * Keeps the step's photos, each image once: a retry after a lost answer sends the same bytes,
 * which are found by their sha256 and skipped. Two requests racing on one image meet at the
 * unique (job, kind, sha256) index; the loser removes its copy. Answers how many were added.
 */
export async function storePhotos(db: Db, { jobId, driverId, kind, photos }: StorePhotosInput): Promise<number> {
  const unique = [...new Map(photos.map((p) => [p.sha256, p])).values()];
  if (unique.length === 0) return 0;
  const known = await db
    .select({ sha256: jobPhotos.sha256 })
    .from(jobPhotos)
    .where(
      and(
        eq(jobPhotos.jobId, jobId),
        eq(jobPhotos.kind, kind),
        inArray(
          jobPhotos.sha256,
          unique.map((p) => p.sha256),
        ),
      ),
    );
  const knownShas = new Set(known.map((k) => k.sha256));

  let added = 0;
  for (const photo of unique.filter((p) => !knownShas.has(p.sha256))) {
    const fileId = await storeFile(db, { ...photo, jobId });
    const inserted = await db
      .insert(jobPhotos)
      .values({ jobId, driverId, kind, fileId, sha256: photo.sha256 })
      .onConflictDoNothing()
      .returning({ id: jobPhotos.id });
    if (inserted.length === 0) {
      await deleteStoredFile(db, fileId);
      continue;
    }
    added += 1;
    await addIncompletePhoto(db, { jobId, kind: kind === "inspection" ? "pickup" : "delivery", fileId, sha256: photo.sha256 });
  }
  return added;
}
