import { AppError, fieldError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { assertImagePixels } from "@/lib/files/image-pixels";
import { sniffImageType, type ImageType } from "@/lib/files/sniff-image";
import { DEFAULT_DRIVER_PICTURE, MAX_PICTURE_BYTES, ONLY_IMAGES, PICTURE_TOO_LARGE } from "./picture-rules";

export { DEFAULT_DRIVER_PICTURE, MAX_PICTURE_BYTES, ONLY_IMAGES, PICTURE_TOO_LARGE };

/** The URL the browser loads for a driver's picture. */
export const pictureUrl = (fileId: string | null) => (fileId ? `/api/v1/files/${fileId}` : DEFAULT_DRIVER_PICTURE);

export type PictureChange =
  { kind: "keep" } | { kind: "clear" } | { kind: "new"; bytes: Uint8Array; contentType: ImageType; originalName: string };

/**
 * What the form's profile_picture means: a file is a new picture (an image by its bytes, at
 * most 5 MB and 50 megapixels); nothing, or an empty file, keeps the current one; the default picture's URL or ""
 * means none; the current picture's own URL keeps it; any other http(s) URL (the spec's client
 * sends a default picture's URL when none is chosen) is "no picture chosen": it keeps the
 * current one (none on add), and is neither fetched nor shown. Any other text is a 400.
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
  await assertImagePixels(bytes);
  const originalName = value instanceof File ? value.name : "";
  return { kind: "new", bytes, contentType, originalName };
}

export const PICTURE_TEXT_REFUSED = "profile_picture must be an image file, or the URL of a picture when none is chosen.";

function pictureFromText(text: string, currentFileId: string | null): PictureChange {
  if (text === "") return { kind: "clear" };
  let url: URL;
  try {
    url = new URL(text, env().APP_URL);
  } catch {
    throw fieldError("profile_picture", PICTURE_TEXT_REFUSED);
  }
  const own = url.origin === new URL(env().APP_URL).origin || !/^https?:\/\//i.test(text);
  if (own && url.pathname === DEFAULT_DRIVER_PICTURE) return { kind: "clear" };
  if (own && currentFileId && url.pathname === pictureUrl(currentFileId)) return { kind: "keep" };
  if (/^https?:\/\//i.test(text)) return { kind: "keep" };
  throw fieldError("profile_picture", PICTURE_TEXT_REFUSED);
}

/** The whole driver form may carry the picture plus its text fields. */
export const MAX_DRIVER_FORM_BYTES = MAX_PICTURE_BYTES + 256 * 1024;
