import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import { WEBHOOK_URL_MESSAGES, webhookUrlProblem } from "./url-rules";

/**
 * Where a webhook may not be sent (server-side request forgery): the networks behind the server
 * rather than the internet. Allowed only with WEBHOOKS_ALLOW_PRIVATE=1 (a receiver on this
 * machine or the office network). An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged by its
 * IPv4 address: BlockList matches it against the IPv4 ranges.
 */
const PRIVATE_RANGES: readonly [string, number, "ipv4" | "ipv6", string][] = [
  ["0.0.0.0", 8, "ipv4", "unspecified"],
  ["10.0.0.0", 8, "ipv4", "private"],
  ["100.64.0.0", 10, "ipv4", "shared (CGNAT)"],
  ["127.0.0.0", 8, "ipv4", "loopback"],
  ["169.254.0.0", 16, "ipv4", "link-local"],
  ["172.16.0.0", 12, "ipv4", "private"],
  ["192.0.0.0", 24, "ipv4", "reserved"],
  ["192.168.0.0", 16, "ipv4", "private"],
  ["198.18.0.0", 15, "ipv4", "reserved"],
  ["224.0.0.0", 4, "ipv4", "multicast"],
  ["240.0.0.0", 4, "ipv4", "reserved"],
  // The unspecified ::, the loopback ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  ["::", 96, "ipv6", "loopback or unspecified"],
  ["fc00::", 7, "ipv6", "unique-local"],
  ["fe80::", 10, "ipv6", "link-local"],
  ["ff00::", 8, "ipv6", "multicast"],
];

const blocked = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) blocked.addSubnet(network, prefix, family);

/** True for an address of the ranges above, and for anything that is not an IP address at all. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return true;
  return blocked.check(bare, family === 4 ? "ipv4" : "ipv6");
}

/** Every address a host name resolves to (an IP address resolves to itself). */
export type ResolveHost = (host: string) => Promise<string[]>;

export const resolveHost: ResolveHost = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    ),
  );

/** The URL's host without the brackets of an IPv6 address. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/**
 * Why a webhook may not go to this URL now, or null: the URL's rules, then (unless private
 * addresses are allowed) every address its host resolves to. Asked at registration and again
 * before each delivery, since the host's addresses may change.
 */
export async function refusedWebhookUrl(value: string, options: { allowPrivate: boolean; resolve?: ResolveHost }): Promise<string | null> {
  const problem = webhookUrlProblem(value);
  if (problem || options.allowPrivate) return problem;
  const host = hostOf(new URL(value));
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveHost)(host);
  } catch {
    return WEBHOOK_URL_MESSAGES.unresolved(host);
  }
  if (addresses.length === 0) return WEBHOOK_URL_MESSAGES.unresolved(host);
  const refused = addresses.find(isPrivateAddress);
  return refused ? WEBHOOK_URL_MESSAGES.private(host, refused) : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A dns.lookup for the delivery's own connection that refuses private addresses: the address
 * connected to is the one checked, so a host that answers a public address to the check and a
 * private one to the connection (DNS rebinding) is still refused.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused)
      return callback(Object.assign(new Error(WEBHOOK_URL_MESSAGES.private(hostname, refused.address)), { code: "EPRIVATE" }), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(WEBHOOK_URL_MESSAGES.unresolved(hostname)), { code: "ENOTFOUND" }), []);
    callback(null, first.address, first.family);
  });
}
