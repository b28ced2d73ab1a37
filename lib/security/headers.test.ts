import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, pageCsp } from "./headers";

describe("security headers", () => {
  it("allows only the app's own origin and the nonce", () => {
    const csp = pageCsp({ nonce: "abc", isDev: false, withGoogleMaps: false });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("googleapis");
    expect(csp).not.toContain("unsafe-eval");
  });
  it("adds Google Maps' origins only with a key", () => {
    expect(pageCsp({ nonce: "n", isDev: false, withGoogleMaps: true })).toContain("https://maps.googleapis.com");
  });
  it("sends HSTS only in production", () => {
    expect(baseSecurityHeaders(true)["Strict-Transport-Security"]).toMatch(/max-age=/);
    expect(baseSecurityHeaders(false)["Strict-Transport-Security"]).toBeUndefined();
    expect(baseSecurityHeaders(false)["X-Content-Type-Options"]).toBe("nosniff");
  });
});
