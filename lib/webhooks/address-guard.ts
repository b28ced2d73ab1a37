import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import { WEBHOOK_URL_MESSAGES, webhookUrlProblem } from "./url-rules";

/**
 * Where a webhook may not be sent (server-side request forgery): the networks behind the server
 * rather than the internet. Allowed only with WEBHOOKS_ALLOW_PRIVATE=1 (a receiver on this
 * machine or the office network). An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged by its
 * IPv4 address: BlockList matches it against the IPv4 ranges. So are the NAT64 (64:ff9b::/96)
 * and 6to4 (2002::/16) forms, which reach the IPv4 address they embed through a gateway
 * (embeddedIpv4 below).
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
  // NAT64 for a local network's own prefix (RFC 8215): its gateways translate to private space.
  ["64:ff9b:1::", 48, "ipv6", "local-use NAT64"],
];

const blocked = new BlockList();
for (const [network, prefix, family] of PRIVATE_RANGES) blocked.addSubnet(network, prefix, family);

/**
 * True for an address of the ranges above, for an IPv6 address embedding one of their IPv4
 * addresses, and for anything that is not an IP address at all.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, "ipv4");
  const ipv4 = embeddedIpv4(bare);
  return blocked.check(bare, "ipv6") || (ipv4 !== null && blocked.check(ipv4, "ipv4"));
}

/** The well-known NAT64 prefix (RFC 6052) and 6to4 (RFC 3056): where the IPv4 address sits. */
const EMBEDDING = [
  { network: "64:ff9b::", prefix: 96, at: 6 },
  { network: "2002::", prefix: 16, at: 1 },
] as const;
const embeddings = EMBEDDING.map(({ network, prefix, at }) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, "ipv6");
  return { list, at };
});

/** The IPv4 address a NAT64 or 6to4 address stands for, or null for any other IPv6 address. */
export function embeddedIpv4(ipv6: string): string | null {
  const embedding = embeddings.find(({ list }) => list.check(ipv6, "ipv6"));
  if (!embedding) return null;
  const groups = ipv6Groups(ipv6);
  const high = groups[embedding.at]!;
  const low = groups[embedding.at + 1]!;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** A valid IPv6 address (isIP said so) as its eight 16-bit groups. */
function ipv6Groups(ipv6: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ipv6);
  const text = dotted
    ? ipv6.slice(0, dotted.index) +
      [((+dotted[1]! << 8) | +dotted[2]!).toString(16), ((+dotted[3]! << 8) | +dotted[4]!).toString(16)].join(":")
    : ipv6;
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const before = parse(head);
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
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
