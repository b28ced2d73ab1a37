import { AppError } from "@/lib/api/errors";

export type FormValue = string | File;
export type FormInput = Record<string, FormValue | FormValue[]>;

/**
 * A multipart (or url-encoded) body as a plain object: text fields as strings, files as File,
 * repeated keys as lists. A JSON body is accepted too (e.g. an active switch sent as JSON).
 * Bodies announcing more than maxBytes are refused with 413 before they are read.
 */
export async function readForm(req: Request, options: { maxBytes: number }): Promise<Record<string, unknown>> {
  const length = Number(req.headers.get("content-length") ?? "0");
  if (length > options.maxBytes) throw new AppError("TOO_LARGE", "The upload is too large.");
  const type = req.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await req.json().catch(() => undefined);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new AppError("VALIDATION", "The request body must be a JSON object.");
    }
    return body as Record<string, unknown>;
  }
  let form: FormData;
  try {
    form = await req.formData();
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
