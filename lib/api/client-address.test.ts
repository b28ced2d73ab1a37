import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const headers = (forwarded?: string) => new Headers(forwarded === undefined ? {} : { "x-forwarded-for": forwarded });

describe("clientAddress", () => {
  it.each([
    // [X-Forwarded-For as the app sees it (server.mjs appended the socket's address), TRUST_PROXY, client]
    ["10.0.0.7", 0, "10.0.0.7"],
    ["6.6.6.6, 10.0.0.7", 0, "10.0.0.7"], // a client's own header is not believed without TRUST_PROXY
    ["1.1.1.1, 6.6.6.6, 10.0.0.7", 0, "10.0.0.7"],
    ["203.0.113.9, 10.0.0.1", 1, "203.0.113.9"], // one load balancer in front: the address it saw
    ["6.6.6.6, 203.0.113.9, 10.0.0.1", 1, "203.0.113.9"], // what the client wrote before it is not believed
    ["203.0.113.9, 10.0.0.1", 3, "203.0.113.9"], // fewer hops than trusted: the first
    [undefined, 0, "unknown"],
  ] as const)("%s with TRUST_PROXY=%i is %s", (forwarded, hops, expected) => {
    expect(clientAddress(headers(forwarded), hops)).toBe(expected);
  });
});
