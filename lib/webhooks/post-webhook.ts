import http from "node:http";
import https from "node:https";
import { guardedLookup, hostOf } from "./address-guard";

export type PostWebhook = {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Off: the connection's own lookup refuses private addresses (address-guard.ts). */
  allowPrivate: boolean;
};

/**
 * One POST to an endpoint; answers its status code. Node's http rather than fetch, for the
 * connection's lookup: the address it connects to is the one checked. Redirects are not
 * followed (a 3xx is not a delivery), and the answer's body is not read.
 */
export function postWebhook({ url, headers, body, timeoutMs, allowPrivate }: PostWebhook): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.protocol,
        hostname: hostOf(target),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: allowPrivate ? undefined : guardedLookup,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", (error: Error) =>
      reject(error.name === "TimeoutError" || error.name === "AbortError" ? new Error(`no answer within ${timeoutMs / 1000} s`) : error),
    );
    request.end(body);
  });
}
