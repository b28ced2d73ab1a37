import { z } from "zod";

/** The one error type of the server. Its code decides the HTTP status (INTERFACES.md). */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

export const VALIDATION_MESSAGE = "Validation errors";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, options?: { errors?: FieldErrors; retryAfterSeconds?: number }) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = options?.errors;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = (message = "Please sign in to continue.") => new AppError("UNAUTHENTICATED", message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found.") => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);

/** 400 "Validation errors" naming each failing field. */
export function validationError(errors: FieldErrors): AppError {
  return new AppError("VALIDATION", VALIDATION_MESSAGE, { errors });
}

export function fieldError(field: string, message: string): AppError {
  return validationError({ [field]: [message] });
}

export function fromZodError(error: z.ZodError): AppError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return validationError(errors);
}

export const NUL_MESSAGE = "This field contains a character that is not allowed (NUL).";

/** Deeper than any input the API takes (a few levels); walking a much deeper one overflows the stack. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;

/**
 * The path of the first string holding a NUL character (the database refuses them in text), or
 * null; 400 past MAX_INPUT_DEPTH, before zod walks it.
 */
function pathOfNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "_" : null;
  if (value && typeof value === "object" && depth >= MAX_INPUT_DEPTH) throw new AppError("VALIDATION", TOO_DEEP);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathOfNul(item, path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
  } else if (value && typeof value === "object" && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes("\u0000") ? key : pathOfNul(item, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Parses with a schema, throwing the 400 envelope's error on failure (a NUL character in any text too). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = pathOfNul(input, "");
  if (nul) throw fieldError(nul, NUL_MESSAGE);
  const result = schema.safeParse(input);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
