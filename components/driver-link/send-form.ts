import { ApiError, buildApiUrl, transportErrorMessages, type ApiResult } from "@/lib/api/client";

export type SendFormOptions = {
  method: "POST" | "PUT";
  path: string;
  token: string;
  body: FormData;
  /** 0 to 1 as the body goes up. */
  onProgress?: (share: number) => void;
  timeoutMs?: number;
};

const VALIDATION_MESSAGE = "Validation errors";

/**
 * A multipart driver call with upload progress (fetch cannot report it, XMLHttpRequest can).
 * Answers and errors read like lib/api/client's api(): data and message, or an ApiError with
 * the server's message (the first field message for 'Validation errors').
 */
export function sendForm<T>({ method, path, token, body, onProgress, timeoutMs = 180_000 }: SendFormOptions): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildApiUrl(path, { token }));
    xhr.setRequestHeader("Accept", "application/json");
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError("FETCH_ERROR", transportErrorMessages.FETCH_ERROR));
    xhr.ontimeout = () => reject(new ApiError("TIMEOUT_ERROR", transportErrorMessages.TIMEOUT_ERROR));
    xhr.onload = () => {
      let envelope: { success?: unknown; message?: unknown; data?: unknown; errors?: Record<string, string[]> };
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        reject(new ApiError("PARSING_ERROR", transportErrorMessages.PARSING_ERROR, { httpStatus: xhr.status }));
        return;
      }
      const message = typeof envelope.message === "string" ? envelope.message : "";
      if (xhr.status >= 200 && xhr.status < 300 && envelope.success === true) {
        resolve({ data: envelope.data as T, message });
        return;
      }
      const firstField = envelope.errors ? Object.values(envelope.errors).find((m) => m.length > 0)?.[0] : undefined;
      const shown = message === VALIDATION_MESSAGE ? (firstField ?? message) : message || xhr.statusText;
      reject(new ApiError(xhr.status, shown, { errors: envelope.errors }));
    };
    xhr.send(body);
  });
}
