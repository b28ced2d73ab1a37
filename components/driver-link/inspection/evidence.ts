import { shrinkPhoto } from "../shrink-image";
import { DATE_TIME_ORIGINAL, exifCaptureTime, OFFSET_TIME_ORIGINAL } from "@/lib/files/exif-time";

/** A photo ready to send: the bytes as they will be stored, their SHA-256, when and where it was taken. */
export type PreparedPhoto = {
  file: File;
  sha256: string;
  capturedAt: string;
  position: { latitude: number; longitude: number } | null;
  previewUrl: string;
};

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The SHA-256 of the bytes the server will receive, which it checks (DECISIONS.md "Evidence"). */
export async function sha256Of(file: Blob): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", await file.arrayBuffer()));
}

/**
 * When the photo was taken: the camera's EXIF original time when the file has one (read before
 * shrinking, which drops EXIF; exifr loads only with the first photo), else now.
 */
async function captureTimeOf(original: File): Promise<string> {
  try {
    const exifr = await import("exifr/dist/mini.esm.mjs");
    const tags = await exifr.default.parse(original, {
      ifd0: false,
      gps: false,
      exif: { pick: [DATE_TIME_ORIGINAL, OFFSET_TIME_ORIGINAL] },
    });
    const taken = exifCaptureTime(tags);
    if (taken && taken.getTime() <= Date.now() + 60_000) return taken.toISOString();
  } catch {
    // No EXIF, or a file exifr cannot read: the moment it was taken on the page.
  }
  return new Date().toISOString();
}

let lastPosition: PreparedPhoto["position"] = null;
let lastPositionAt = 0;
let watching = false;

/** The position the inspection's watch last had, when it is recent enough to stand for "now". */
export function watchedPosition(maxAgeMs: number): PreparedPhoto["position"] {
  return lastPosition && Date.now() - lastPositionAt <= maxAgeMs ? lastPosition : null;
}

/** Follows the phone's position while the inspection is open, if the driver allows it; photos take the latest. */
export function watchPosition(): () => void {
  if (watching || typeof navigator === "undefined" || !navigator.geolocation) return () => {};
  watching = true;
  const id = navigator.geolocation.watchPosition(
    (p) => {
      lastPosition = { latitude: p.coords.latitude, longitude: p.coords.longitude };
      lastPositionAt = Date.now();
    },
    () => {},
    { enableHighAccuracy: true, maximumAge: 30_000 },
  );
  return () => {
    navigator.geolocation.clearWatch(id);
    watching = false;
  };
}

/** Shrinks the photo (as the other driver steps do), hashes it and notes its time and place; null when it is not an image. */
export async function preparePhoto(original: File): Promise<PreparedPhoto | null> {
  const [file, capturedAt] = await Promise.all([shrinkPhoto(original), captureTimeOf(original)]);
  if (!file) return null;
  return { file, sha256: await sha256Of(file), capturedAt, position: lastPosition, previewUrl: URL.createObjectURL(file) };
}

/** An id made on the phone for a part, so a part sent twice is stored once. */
export function newPartId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
