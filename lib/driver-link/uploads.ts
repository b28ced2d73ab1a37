import { createHash } from "node:crypto";
import { AppError, fieldError } from "@/lib/api/errors";
import { assertImagePixels } from "@/lib/files/image-pixels";
import { sniffImageType } from "@/lib/files/sniff-image";
import { DOCUMENT_TOO_LARGE, ONLY_DOCUMENTS, ONLY_IMAGES, PHOTO_TOO_LARGE, TOO_MANY_FILES } from "./messages";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_FIELD = 20;
/** A whole driver form: photos are shrunk in the browser, so this is far above real use. */
export const MAX_DRIVER_FORM_BYTES = 64 * 1024 * 1024;

/** An upload read and recognised by its bytes; sha256 finds a repeated submission. */
export type Upload = { bytes: Uint8Array; contentType: string; originalName: string; sha256: string };

/** The files of a form field (one or several); empty parts (an input left empty) are dropped. */
export function filesOf(value: unknown): Blob[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is Blob => v instanceof Blob && v.size > 0);
}

/** The text of a form field (the first, when repeated). */
export function textOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first;
  if (typeof first === "number") return String(first);
  return undefined;
}

function assertCount(field: string, files: Blob[]) {
  if (files.length > MAX_FILES_PER_FIELD) throw fieldError(field, TOO_MANY_FILES);
}

function read(file: Blob, contentType: string, bytes: Uint8Array): Upload {
  return {
    bytes,
    contentType,
    originalName: file instanceof File ? file.name : "",
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

/** Photos: images by their bytes (415 otherwise), each at most 10 MB and 50 megapixels (413). */
export async function readPhotos(field: string, files: Blob[]): Promise<Upload[]> {
  assertCount(field, files);
  if (files.some((f) => f.size > MAX_FILE_BYTES)) throw new AppError("TOO_LARGE", PHOTO_TOO_LARGE);
  return Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes);
      if (!type) throw new AppError("UNSUPPORTED_TYPE", ONLY_IMAGES);
      await assertImagePixels(bytes);
      return read(file, type, bytes);
    }),
  );
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Trip documents: an image or a PDF by its bytes (415 otherwise), each at most 10 MB, an image 50 megapixels (413). */
export async function readDocuments(field: string, files: Blob[]): Promise<Upload[]> {
  assertCount(field, files);
  if (files.some((f) => f.size > MAX_FILE_BYTES)) throw new AppError("TOO_LARGE", DOCUMENT_TOO_LARGE);
  return Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = sniffImageType(bytes);
      const type = image ?? (isPdf(bytes) ? "application/pdf" : null);
      if (!type) throw new AppError("UNSUPPORTED_TYPE", ONLY_DOCUMENTS);
      if (image) await assertImagePixels(bytes);
      return read(file, type, bytes);
    }),
  );
}
