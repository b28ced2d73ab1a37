import { inArray } from "drizzle-orm";
import sharp from "sharp";
import type { DbOrTx } from "@/db/client";
import { inspectionPhotos } from "@/db/schema";
import { openFile } from "@/lib/storage/store-file";
import type { Thumbnails } from "./render-bol";

/** Thumbnails are derived copies (DECISIONS.md "Evidence"): 4:3, 480 px wide, JPEG at 70. */
const THUMBNAIL = { width: 480, height: 360, quality: 70 };

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function thumbnailOf(original: Uint8Array): Promise<Uint8Array> {
  return sharp(original)
    .rotate()
    .resize({ width: THUMBNAIL.width, height: THUMBNAIL.height, fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: THUMBNAIL.quality })
    .toBuffer();
}

/** The thumbnails of the given inspection photos, made in parallel (sharp works off the main thread). */
export async function thumbnailsOf(db: DbOrTx, photoIds: string[]): Promise<Thumbnails> {
  if (photoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: inspectionPhotos.id, fileId: inspectionPhotos.fileId })
    .from(inspectionPhotos)
    .where(inArray(inspectionPhotos.id, photoIds));
  const made = await Promise.all(
    rows.map(async (row) => {
      try {
        const file = await openFile(db, row.fileId);
        return [row.id, await thumbnailOf(await bytesOf(file.body))] as const;
      } catch (error) {
        // A photo that cannot be read or decoded leaves a gap, not a missing bill of lading.
        console.error(`[bol] no thumbnail for photo ${row.id}`, error);
        return null;
      }
    }),
  );
  return new Map(made.filter((m): m is readonly [string, Uint8Array] => m !== null));
}
