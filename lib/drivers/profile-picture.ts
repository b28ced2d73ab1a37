import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { sniffImageType, type ImageType } from "@/lib/files/sniff-image";
import { DEFAULT_DRIVER_PICTURE, MAX_PICTURE_BYTES, ONLY_IMAGES, PICTURE_TOO_LARGE } from "./picture-rules";

export { DEFAULT_DRIVER_PICTURE, MAX_PICTURE_BYTES, ONLY_IMAGES, PICTURE_TOO_LARGE };

/** The URL the browser loads for a driver's picture. */
export const pictureUrl = (fileId: string | null) => (fileId ? `/api/v1/files/${fileId}` : DEFAULT_DRIVER_PICTURE);

export type PictureChange =
  | { kind: "keep" }
  | { kind: "clear" }
  | { kind: "new"; bytes: Uint8Array; contentType: ImageType; originalName: string };

/**
 * What the form's profile_picture means: a file is a new picture (an image by its bytes, at
 * most 5 MB); nothing, or an empty file, keeps the current one; the default picture's URL (the
 * spec's client sends it when none is chosen) or "" means none; the current picture's own URL
 * keeps it.
 */
export async function readPictureChange(value: unknown, currentFileId: string | null): Promise<PictureChange> {
  if (value === undefined || value === null) return { kind: "keep" };
  if (typeof value === "string") return pictureFromText(value.trim(), currentFileId);
  if (!(value instanceof Blob)) throw new AppError("UNSUPPORTED_TYPE", ONLY_IMAGES);
  if (value.size === 0) return { kind: "keep" };
  if (value.size > MAX_PICTURE_BYTES) throw new AppError("TOO_LARGE", PICTURE_TOO_LARGE);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError("UNSUPPORTED_TYPE", ONLY_IMAGES);
  const originalName = value instanceof File ? value.name : "";
  return { kind: "new", bytes, contentType, originalName };
}

function pictureFromText(text: string, currentFileId: string | null): PictureChange {
  if (text === "") return { kind: "clear" };
  let path: string;
  try {
    path = new URL(text, env().APP_URL).pathname;
  } catch {
    throw new AppError("UNSUPPORTED_TYPE", ONLY_IMAGES);
  }
  if (path === DEFAULT_DRIVER_PICTURE) return { kind: "clear" };
  if (currentFileId && path === pictureUrl(currentFileId)) return { kind: "keep" };
  throw new AppError("UNSUPPORTED_TYPE", ONLY_IMAGES);
}

/** The whole driver form may carry the picture plus its text fields. */
export const MAX_DRIVER_FORM_BYTES = MAX_PICTURE_BYTES + 256 * 1024;
