import { DATE_TIME_ORIGINAL, exifCaptureTime, OFFSET_TIME_ORIGINAL } from "@/lib/files/exif-time";
import { exifPosition } from "@/lib/trip-costs/off-route";
import { shrinkPhoto } from "./shrink-image";
import { positionIfAny } from "./outbox/trip-writes";

/** A receipt ready to keep: the shrunk photo, and what the original's EXIF and the phone say of where and when. */
export type PreparedReceipt = {
  file: File;
  capturedAt: string;
  position: { latitude: number; longitude: number } | null;
  exif: { takenAt: string | null; latitude: number | null; longitude: number | null };
};

/** EXIF's time and place, read from the original before shrinking drops them (exifr loads with the first receipt). */
async function exifOf(original: File): Promise<PreparedReceipt["exif"]> {
  try {
    const exifr = await import("exifr/dist/mini.esm.mjs");
    const tags = await exifr.default.parse(original, {
      ifd0: false,
      gps: true,
      exif: { pick: [DATE_TIME_ORIGINAL, OFFSET_TIME_ORIGINAL] },
    });
    const taken = exifCaptureTime(tags);
    const position = exifPosition(tags);
    return {
      takenAt: taken && taken.getTime() <= Date.now() + 60_000 ? taken.toISOString() : null,
      latitude: position?.lat ?? null,
      longitude: position?.lng ?? null,
    };
  } catch {
    return { takenAt: null, latitude: null, longitude: null };
  }
}

/** Shrinks the receipt's photo like every photo of the link; null when the file is not an image the phone can read. */
export async function prepareReceipt(original: File): Promise<PreparedReceipt | null> {
  const [file, exif, position] = await Promise.all([shrinkPhoto(original), exifOf(original), positionIfAny()]);
  if (!file) return null;
  return { file, capturedAt: new Date().toISOString(), position, exif };
}
