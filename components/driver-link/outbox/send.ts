import { buildApiUrl } from "@/lib/api/client";
import type { OutboxItem } from "./store";

/** The server's word on one try: accepted (with its answer), refused (4xx: it will not change), or try again later. */
export type Outcome =
  | { kind: "accepted"; data: unknown; message: string }
  | { kind: "refused"; status: number; message: string }
  | { kind: "retry"; reason: string };

const TIMEOUT_MS = 120_000;
const REFUSED_FALLBACK = "The server refused this.";

/** Too many tries at once or a lost request is worth trying again; any other 4xx is the server's answer. */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

function bodyOf(item: OutboxItem): { body: BodyInit; headers: Record<string, string> } {
  if (!item.files) return { body: JSON.stringify(item.fields), headers: { "Content-Type": "application/json" } };
  const form = new FormData();
  for (const [key, value] of Object.entries(item.fields)) {
    if (value !== undefined && value !== null) form.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  for (const file of item.files) form.append(file.field, file.blob, file.name);
  return { body: form, headers: {} };
}

/** The first field message for "Validation errors", as the API client shows it. */
function messageOf(envelope: { message?: unknown; errors?: unknown }): string {
  const message = typeof envelope.message === "string" ? envelope.message : "";
  if (message === "Validation errors" && envelope.errors && typeof envelope.errors === "object") {
    const first = Object.values(envelope.errors as Record<string, string[]>).find((m) => Array.isArray(m) && m.length > 0)?.[0];
    if (first) return first;
  }
  return message;
}

/**
 * Sends one kept write (fetch, so the service worker can send too). Every call's part carries its
 * own id, so a try whose answer was lost is sent again safely.
 */
export async function sendItem(item: Pick<OutboxItem, "token" | "call" | "method" | "fields" | "files">): Promise<Outcome> {
  const { body, headers } = bodyOf(item as OutboxItem);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildApiUrl(`driver/${item.call}`, { token: item.token }), {
      method: item.method,
      headers: { Accept: "application/json", ...headers },
      body,
      credentials: "same-origin",
      signal: controller.signal,
    });
    text = await response.text();
  } catch {
    return { kind: "retry", reason: "network" };
  } finally {
    clearTimeout(timer);
  }
  let envelope: { success?: unknown; message?: unknown; data?: unknown; errors?: unknown } = {};
  try {
    envelope = text === "" ? {} : JSON.parse(text);
  } catch {
    // A proxy's page or a cut answer: not the server's word.
  }
  if (response.ok && envelope.success === true) return { kind: "accepted", data: envelope.data, message: messageOf(envelope) };
  if (isFinalRefusal(response.status) && typeof envelope.message === "string") {
    return { kind: "refused", status: response.status, message: messageOf(envelope) || REFUSED_FALLBACK };
  }
  return { kind: "retry", reason: `HTTP ${response.status}` };
}
