/**
 * The rules of /verify/BOL-{jobId} that the browser shares with the server (no database here):
 * which numbers are bills of lading, and which uploads are worth hashing at all.
 */

export const MAX_VERIFY_BYTES = 10 * 1024 * 1024;
/**
 * The most a page's form may post (next.config.mjs serverActions.bodySizeLimit): the largest file
 * and its fields. Past it Next cuts the body short and fails to read it (a 500), so proxy.ts
 * answers 413 with VERIFY_MESSAGES.tooLarge first.
 */
export const MAX_FORM_POST_BYTES = 11 * 1024 * 1024;

/** Whether a page's post announces more bytes than MAX_FORM_POST_BYTES. */
export function isOversizePost(method: string, contentLength: string | null): boolean {
  return method === "POST" && Number(contentLength ?? "0") > MAX_FORM_POST_BYTES;
}
export const PDF_SIGNATURE = "%PDF-";

export const VERIFY_MESSAGES = {
  missingFile: "Choose the PDF file of the bill of lading to verify.",
  tooLarge: "This file is over 10 MB, larger than any bill of lading we issue. Choose the PDF you received.",
  notPdf: "This file is not a PDF. Choose the PDF file of the bill of lading.",
  badNumber: "This is not a bill of lading number.",
  failed: "The file could not be verified. Please try again.",
} as const;

/** Highest jobs.id (a PostgreSQL integer): a longer number is no bill of lading, not a query error. */
const MAX_JOB_ID = 2_147_483_647;

/** "BOL-123" -> 123; anything else (no prefix, leading zeros, out of range) -> null. */
export function parseBolNumber(value: unknown): number | null {
  if (typeof value !== "string" || !/^BOL-[1-9][0-9]{0,9}$/.test(value)) return null;
  const jobId = Number(value.slice(4));
  return jobId <= MAX_JOB_ID ? jobId : null;
}

export const formatBolNumber = (jobId: number) => `BOL-${jobId}`;

/** What is wrong with the form's file before its bytes are read: none chosen, or too large. */
export function fileProblem(file: FormDataEntryValue | null | undefined): string | null {
  // A browser sends an empty, nameless file when none was chosen.
  if (!(file instanceof Blob) || (file.size === 0 && (!(file instanceof File) || file.name === ""))) {
    return VERIFY_MESSAGES.missingFile;
  }
  return file.size > MAX_VERIFY_BYTES ? VERIFY_MESSAGES.tooLarge : null;
}

/** Whether the bytes begin as every PDF file does. */
export function isPdf(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.split("").every((c, i) => bytes[i] === c.charCodeAt(0));
}
