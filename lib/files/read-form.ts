import { AppError } from "@/lib/api/errors";
import { parseJsonText } from "@/lib/api/json-depth";

export type FormValue = string | File;
export type FormInput = Record<string, FormValue | FormValue[]>;

const tooLarge = () => new AppError("TOO_LARGE", "The upload is too large.");

/**
 * A multipart (or url-encoded) body as a plain object: text fields as strings, files as File,
 * repeated keys as lists. A JSON body is accepted too (e.g. an active switch sent as JSON).
 * Bodies over maxBytes are refused with 413: one that announces its length before it is read,
 * one sent without a length (chunked) as soon as it passes the limit, not after it is all in.
 */
export async function readForm(req: Request, options: { maxBytes: number }): Promise<Record<string, unknown>> {
  const declared = req.headers.get("content-length");
  if (Number(declared ?? "0") > options.maxBytes) throw tooLarge();
  const body = declared === null && req.body ? new Response(await readAtMost(req.body, options.maxBytes), { headers: req.headers }) : req;
  const type = req.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.includes("application/json")) {
    const json = await body
      .text()
      .then(parseJsonText)
      .catch((error: unknown) => {
        if (error instanceof AppError) throw error;
      });
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      throw new AppError("VALIDATION", "The request body must be a JSON object.");
    }
    return json as Record<string, unknown>;
  }
  let form: FormData;
  try {
    form = await body.formData();
  } catch {
    throw new AppError("VALIDATION", "The request body must be multipart form data.");
  }
  const input: FormInput = {};
  for (const [key, value] of form.entries()) {
    const existing = input[key];
    if (existing === undefined) input[key] = value;
    else input[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return input;
}

/** A body's bytes, read until it ends or passes maxBytes (then 413, the rest never read). */
async function readAtMost(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
}
