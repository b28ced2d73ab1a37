import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { fileVariants } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { storageForNewFiles, storageOf } from "@/lib/storage";
import { THUMBNAIL_WIDTHS, type ThumbnailWidth } from "./file-url";
import { openFile, type OpenedFile } from "@/lib/storage/store-file";

/** ?w= of the files route: absent for the original, else one of a fixed few widths (no stored copy per number asked). */
export const thumbnailQuerySchema = z.object({
  w: z
    .enum(THUMBNAIL_WIDTHS.map(String) as [string, ...string[]], { error: `w must be one of ${THUMBNAIL_WIDTHS.join(", ")}.` })
    .transform((w) => Number(w) as ThumbnailWidth)
    .optional(),
});

const RESIZABLE = new Set(["image/jpeg", "image/png", "image/webp"]);
/** As the photo uploads allow: a larger image is not decoded here either. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP = "image/webp";

export const NO_THUMBNAIL = "This file has no smaller image.";

/**
 * A stored image scaled to a width (never enlarged), as WebP. Made on first request, then kept
 * through the storage layer and recorded, so every app instance serves the same copy; two
 * first requests at once both make one, the first recorded wins and the other's bytes go.
 * No access check: the files route checks the original's (lib/files/read-stored-file.ts).
 */
export async function openThumbnail(db: DbOrTx, fileId: string, width: ThumbnailWidth): Promise<OpenedFile> {
  const kept = await findVariant(db, fileId, width);
  if (kept) return kept;
  const original = await openFile(db, fileId);
  if (!RESIZABLE.has(original.contentType)) {
    await original.body.cancel();
    throw new AppError("UNSUPPORTED_TYPE", NO_THUMBNAIL);
  }
  const bytes = await thumbnailBytes(new Uint8Array(await new Response(original.body).arrayBuffer()), width);
  const storage = storageForNewFiles();
  const storageKey = await storage.put({ id: randomBytes(16).toString("base64url"), bytes, contentType: WEBP, originalName: "" });
  const [recorded] = await db
    .insert(fileVariants)
    .values({ fileId, width, storage: storage.kind, storageKey, contentType: WEBP, sizeBytes: bytes.byteLength })
    .onConflictDoNothing()
    .returning({ fileId: fileVariants.fileId });
  if (!recorded) await storage.remove(storageKey).catch(() => {});
  return { body: new Blob([new Uint8Array(bytes)]).stream(), contentType: WEBP, sizeBytes: bytes.byteLength, originalName: "" };
}

async function thumbnailBytes(original: Uint8Array, width: number): Promise<Buffer> {
  try {
    return await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer();
  } catch {
    throw new AppError("UNSUPPORTED_TYPE", NO_THUMBNAIL);
  }
}

async function findVariant(db: DbOrTx, fileId: string, width: number): Promise<OpenedFile | null> {
  const [variant] = await db
    .select()
    .from(fileVariants)
    .where(and(eq(fileVariants.fileId, fileId), eq(fileVariants.width, width)));
  if (!variant) return null;
  try {
    const body = await storageOf(variant.storage).get(variant.storageKey);
    return { body, contentType: variant.contentType, sizeBytes: variant.sizeBytes, originalName: "" };
  } catch {
    // The copy's bytes are gone (a cleared disk): forget it and make it again.
    await db.delete(fileVariants).where(and(eq(fileVariants.fileId, fileId), eq(fileVariants.width, width)));
    return null;
  }
}
