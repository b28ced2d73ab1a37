import { afterEach, describe, expect, it, vi } from "vitest";
import type { NextConfig } from "next";
import { API_CSP, baseSecurityHeaders, pageCsp } from "./headers";

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

  describe("API answers (they skip proxy.ts)", () => {
    afterEach(() => vi.unstubAllEnvs());
    it.each([true, false])("get the same headers from next.config.mjs (production: %s)", async (production) => {
      vi.stubEnv("NODE_ENV", production ? "production" : "development");
      // @ts-expect-error: next.config.mjs is plain JavaScript (its JSDoc type is NextConfig).
      const { default: config } = (await import("../../next.config.mjs")) as { default: (phase: string) => NextConfig };
      const nextConfig = config("phase-test");
      const rules = (await nextConfig.headers?.()) ?? [];
      const forApi = rules.filter((r) => r.source === "/:path*" || r.source === "/api/:path*");
      const headers = Object.fromEntries(forApi.flatMap((r) => r.headers.map((h) => [h.key, h.value])));
      expect(headers).toEqual({ ...baseSecurityHeaders(production), "Content-Security-Policy": API_CSP });
    });
  });
});
