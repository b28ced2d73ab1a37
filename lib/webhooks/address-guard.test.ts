import { describe, expect, it } from "vitest";
import { embeddedIpv4, guardedLookup, isPrivateAddress, refusedWebhookUrl } from "./address-guard";
import { webhookUrlProblem } from "./url-rules";

describe("isPrivateAddress", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["10.0.0.1", "private 10/8"],
    ["10.255.255.255", "private 10/8"],
    ["100.64.0.1", "CGNAT"],
    ["100.127.255.254", "CGNAT"],
    ["127.0.0.1", "loopback"],
    ["127.53.0.9", "loopback"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.255", "private 172.16/12"],
    ["192.168.1.10", "private 192.168/16"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["198.18.0.1", "benchmarking"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::", "IPv6 unspecified"],
    ["::1", "IPv6 loopback"],
    ["[::1]", "IPv6 loopback in brackets"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["febf::1", "IPv6 link-local, top of the range"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:10.1.2.3", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
    ["::ffff:100.64.0.1", "IPv4-mapped CGNAT"],
    ["64:ff9b::127.0.0.1", "NAT64 loopback"],
    ["64:ff9b::7f00:1", "NAT64 loopback, hex"],
    ["64:ff9b::a00:1", "NAT64 private 10/8"],
    ["64:ff9b::c0a8:10a", "NAT64 private 192.168/16"],
    ["64:ff9b::a9fe:a9fe", "NAT64 link-local (cloud metadata)"],
    ["64:ff9b:0:0:0:0:ac10:1", "NAT64 private 172.16/12, written in full"],
    ["[64:ff9b::10.0.0.1]", "NAT64 private in brackets"],
    ["64:ff9b:1::808:808", "local-use NAT64 (RFC 8215)"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:a00:1::1", "6to4 of private 10/8"],
    ["2002:c0a8:101:1::1", "6to4 of private 192.168/16"],
    ["2002:a9fe:a9fe::", "6to4 of link-local"],
    ["2002:6440:1:ffff::1", "6to4 of CGNAT"],
    ["2002::", "6to4 of 0.0.0.0"],
    ["example.com", "not an address"],
    ["", "empty"],
  ])("refuses %s (%s)", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ["8.8.8.8"],
    ["1.1.1.1"],
    ["93.184.215.14"],
    ["9.255.255.255"],
    ["11.0.0.0"],
    ["100.63.255.255"],
    ["100.128.0.0"],
    ["126.255.255.255"],
    ["128.0.0.1"],
    ["169.253.255.255"],
    ["172.15.255.255"],
    ["172.32.0.0"],
    ["192.167.255.255"],
    ["192.169.0.0"],
    ["223.255.255.255"],
    ["2001:4860:4860::8888"],
    ["2606:4700:4700::1111"],
    ["fec0::1"],
    ["::ffff:8.8.8.8"],
    ["2a00:1450:4001::200e"],
    ["64:ff9b::808:808"],
    ["64:ff9b::8.8.8.8"],
    ["2002:808:808::1"],
    ["2002:5db8:d70e::"],
    ["64:ff9a::a00:1"],
    ["2003:a00:1::1"],
  ])("allows the public address %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe("embeddedIpv4", () => {
  it.each([
    ["64:ff9b::c0a8:101", "192.168.1.1"],
    ["64:ff9b::192.168.1.1", "192.168.1.1"],
    ["64:ff9b:0000:0000:0000:0000:0a01:0203", "10.1.2.3"],
    ["2002:c0a8:101::", "192.168.1.1"],
    ["2002:0808:0404:1:2:3:4:5", "8.8.4.4"],
    ["2001:4860:4860::8888", null],
    ["::ffff:10.0.0.1", null],
    ["64:ff9b:1::a00:1", null],
  ])("%s embeds %s", (address, ipv4) => {
    expect(embeddedIpv4(address)).toBe(ipv4);
  });
});

describe("webhookUrlProblem", () => {
  it.each([
    ["https://example.com/hooks", null],
    ["http://example.com:8080/hooks?x=1", null],
    ["https://[2606:4700:4700::1111]/hooks", null],
    ["ftp://example.com/hooks", "The URL must start with https:// or http://."],
    ["javascript:alert(1)", "The URL must start with https:// or http://."],
    ["file:///etc/passwd", "The URL must start with https:// or http://."],
    ["https://user:secret@example.com/hooks", "The URL cannot carry a user name or password."],
    ["example.com/hooks", "Please enter a valid URL, such as https://example.com/webhooks."],
    ["https://", "Please enter a valid URL, such as https://example.com/webhooks."],
  ])("%s: %s", (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});

describe("refusedWebhookUrl", () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses;

  it("allows a host whose every address is public", async () => {
    expect(
      await refusedWebhookUrl("https://hooks.example.com/in", {
        allowPrivate: false,
        resolve: resolvesTo("93.184.215.14", "2606:2800::1"),
      }),
    ).toBeNull();
  });

  it("refuses a host with any private address, naming it", async () => {
    expect(
      await refusedWebhookUrl("https://hooks.example.com/in", { allowPrivate: false, resolve: resolvesTo("93.184.215.14", "10.0.0.5") }),
    ).toBe("hooks.example.com is a private, loopback or link-local address (10.0.0.5): webhooks are sent only to the internet.");
    expect(await refusedWebhookUrl("http://rebind.example/", { allowPrivate: false, resolve: resolvesTo("::ffff:192.168.0.1") })).toMatch(
      /::ffff:192\.168\.0\.1/,
    );
  });

  it("refuses a host that cannot be found", async () => {
    const fails = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await refusedWebhookUrl("https://nowhere.invalid/", { allowPrivate: false, resolve: fails })).toBe(
      "The host nowhere.invalid could not be found.",
    );
    expect(await refusedWebhookUrl("https://empty.example/", { allowPrivate: false, resolve: resolvesTo() })).toBe(
      "The host empty.example could not be found.",
    );
  });

  it.each([
    "http://127.0.0.1:8080/hook",
    "http://localhost/hook",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[64:ff9b::7f00:1]/hook",
    "http://[64:ff9b::169.254.169.254]/latest/meta-data/",
    "http://[2002:a9fe:a9fe::]/latest/meta-data/",
    "https://[2002:c0a8:1::1]/hook",
    "http://0x7f.0.0.1/hook",
    "http://2130706433/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://0.0.0.0/",
  ])("refuses %s with the system's own lookup", async (url) => {
    expect(await refusedWebhookUrl(url, { allowPrivate: false })).toMatch(/private, loopback or link-local address/);
  });

  it("allows private addresses with the setting, and never looks the host up then", async () => {
    let looked = false;
    const resolve = async () => {
      looked = true;
      return ["127.0.0.1"];
    };
    expect(await refusedWebhookUrl("http://localhost:3000/hook", { allowPrivate: true, resolve })).toBeNull();
    expect(looked).toBe(false);
  });

  it("keeps the URL's own rules with the setting", async () => {
    expect(await refusedWebhookUrl("ftp://localhost/", { allowPrivate: true })).toBe("The URL must start with https:// or http://.");
  });
});

describe("guardedLookup (the delivery's connection)", () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      guardedLookup(host, { all }, (error, address) => resolve({ error, address })),
    );

  it("refuses a name that resolves to loopback, in both of net's calling styles", async () => {
    for (const all of [true, false]) {
      const { error } = await lookup("localhost", all);
      expect(error?.message).toMatch(/localhost is a private, loopback or link-local address/);
    }
  });

  it("answers a public address as dns.lookup would", async () => {
    expect(await lookup("93.184.215.14", false)).toEqual({ error: null, address: "93.184.215.14" });
    expect(await lookup("93.184.215.14", true)).toEqual({ error: null, address: [{ address: "93.184.215.14", family: 4 }] });
  });
});
