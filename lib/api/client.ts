import { toast } from "@/lib/toast";

/** The app's own JSON API, as the screens call it. Identity rides on the session cookie. */

const API_BASE = "/api/v1/";
const DEFAULT_TIMEOUT_MS = 20_000;
const VALIDATION_MESSAGE = "Validation errors";

export type ApiErrorStatus = number | "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR";
export type FieldErrors = Record<string, string[]>;

export const transportErrorMessages = {
  FETCH_ERROR: "Network error: the server could not be reached.",
  TIMEOUT_ERROR: "The server took too long to answer. Please try again.",
  PARSING_ERROR: "The server sent an unreadable answer.",
} as const;

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly errors?: FieldErrors;
  /** The HTTP status behind a PARSING_ERROR, when a response arrived. */
  readonly httpStatus?: number;

  constructor(status: ApiErrorStatus, message: string, options: { errors?: FieldErrors; httpStatus?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ApiError";
    this.status = status;
    this.errors = options.errors;
    this.httpStatus = options.httpStatus;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type ApiOptions = {
  /** Defaults to GET, or POST when a body is given. */
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** FormData is sent as multipart; anything else is JSON-encoded. */
  body?: unknown;
  /** Undefined and null values are left out. */
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export type ApiResult<T> = {
  data: T;
  message: string;
  total?: number;
  page?: number;
  limit?: number;
};

type Envelope = {
  success?: unknown;
  message?: unknown;
  data?: unknown;
  errors?: unknown;
  total?: number;
  page?: number;
  limit?: number;
};

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = API_BASE + path.replace(/^\/+/, "");
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function firstFieldMessage(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  for (const messages of Object.values(errors)) {
    if (Array.isArray(messages) && messages.length > 0) return messages[0];
  }
  return undefined;
}

function errorFromEnvelope(status: number, statusText: string, body: Envelope): ApiError {
  const errors = body.errors && typeof body.errors === "object" ? (body.errors as FieldErrors) : undefined;
  const serverMessage = typeof body.message === "string" ? body.message : statusText;
  const message = serverMessage === VALIDATION_MESSAGE ? (firstFieldMessage(errors) ?? serverMessage) : serverMessage;
  return new ApiError(status, message, { errors });
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const { body, query, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener("abort", forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      credentials: "same-origin",
      signal: controller.signal,
    });
    text = await response.text();
  } catch (error) {
    if (timedOut) {
      throw new ApiError("TIMEOUT_ERROR", transportErrorMessages.TIMEOUT_ERROR, { cause: error });
    }
    // The caller cancelled (e.g. a newer search): let its AbortError through untouched.
    if (signal?.aborted) throw error;
    throw new ApiError("FETCH_ERROR", transportErrorMessages.FETCH_ERROR, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }

  let envelope: Envelope;
  try {
    envelope = text === "" ? {} : (JSON.parse(text) as Envelope);
    if (envelope === null || typeof envelope !== "object") throw new TypeError("Not an object");
  } catch (error) {
    throw new ApiError("PARSING_ERROR", transportErrorMessages.PARSING_ERROR, {
      httpStatus: response.status,
      cause: error,
    });
  }

  // An empty 2xx answer (204) carries no envelope.
  const isEmptySuccess = response.ok && text === "";
  if (!isEmptySuccess && (!response.ok || envelope.success !== true)) {
    throw errorFromEnvelope(response.status, response.statusText, envelope);
  }

  return {
    data: envelope.data as T,
    message: typeof envelope.message === "string" ? envelope.message : "",
    ...(envelope.total !== undefined && { total: envelope.total }),
    ...(envelope.page !== undefined && { page: envelope.page }),
    ...(envelope.limit !== undefined && { limit: envelope.limit }),
  };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/** The text to show for a failed call: the API's message, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim() !== "") return error.message;
  return fallback;
}

/** Error toast for a failed call (SPEC §8). Calls the caller cancelled show nothing. */
export function toastError(error: unknown, fallback: string): void {
  if (isAbortError(error)) return;
  toast.error(errorMessage(error, fallback));
}
