import exifr from "exifr/dist/mini.esm.mjs";
import type { LatLng } from "@/lib/maps/config";
import { exifPosition } from "@/lib/trip-costs/off-route";
import { DATE_TIME_ORIGINAL, exifCaptureTime, OFFSET_TIME_ORIGINAL } from "@/lib/files/exif-time";

export type ReceiptExif = { position: LatLng | null; takenAt: Date | null };

/**
 * The receipt photo's own time and place (EXIF), when the file still has them: a phone shrinks its
 * photos, which drops EXIF, so the link sends what it read before (add-expense's exif_* fields);
 * a file sent as taken (another client, a PDF-free scan) is read here. Null for none or a PDF.
 */
export async function readReceiptExif(bytes: Uint8Array, contentType: string): Promise<ReceiptExif | null> {
  if (!contentType.startsWith("image/")) return null;
  try {
    const tags = await exifr.parse(bytes, { ifd0: false, exif: { pick: [DATE_TIME_ORIGINAL, OFFSET_TIME_ORIGINAL] }, gps: true });
    const found = { position: exifPosition(tags), takenAt: exifCaptureTime(tags) };
    return found.position || found.takenAt ? found : null;
  } catch {
    // A file exifr cannot read: the phone's evidence stands.
    return null;
  }
}
