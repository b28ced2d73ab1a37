import { env } from "@/lib/env";

/**
 * The client's address. server.mjs appends the socket's address to X-Forwarded-For, so the
 * header's last entry is the peer that connected; everything before it was written by that
 * peer and is believed only for the TRUST_PROXY hops the operator put in front of the app.
 */
export function clientAddress(headers: Headers, trustedHops = env().TRUST_PROXY): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return "unknown";
  return hops[Math.max(0, hops.length - 1 - trustedHops)]!;
}
