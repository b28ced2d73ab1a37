import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

export type CallResult<T = unknown> = {
  status: number;
  body: { success: boolean; message: string; data: T; errors?: Record<string, string[]>; total?: number };
  headers: Headers;
};

/** Calls a route handler in-process, as Next would, and reads its JSON answer. */
export async function call<T = unknown>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(options.path ?? "/api/v1/test", "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    const encoded = await encodedForm(options.body);
    body = encoded.bytes;
    headers.set("content-type", encoded.type);
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/**
 * A form as the bytes a browser sends, with its boundary. Handed to a Request as a FormData,
 * undici streams it chunk by chunk, and when the handler stops reading (413) its next chunk
 * throws an unhandled "ReadableStream is already closed" into the test run; a server reads
 * the socket instead, so the bytes are what it sees.
 */
export async function encodedForm(form: FormData): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const encoded = new Response(form);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type")! };
}
