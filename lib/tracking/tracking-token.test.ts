import { describe, expect, it } from "vitest";
import { isTrackingTokenOf, signTrackingToken, trackingLinkIdOf } from "./tracking-token";

const SECRET = "unit-test-secret-0123456789abcdef0123";
const claims = { linkId: 7, jobId: 42 };

describe("tracking tokens", () => {
  const token = signTrackingToken(claims, SECRET);

  it("are the link id and a 256-bit signature, in a path segment's characters", () => {
    expect(token).toMatch(/^7\.[A-Za-z0-9_-]{43}$/);
    expect(trackingLinkIdOf(token)).toBe(7);
    expect(isTrackingTokenOf(token, claims, SECRET)).toBe(true);
  });

  it("are refused for another link, another job, another secret", () => {
    expect(isTrackingTokenOf(token, { linkId: 8, jobId: 42 }, SECRET)).toBe(false);
    expect(isTrackingTokenOf(token, { linkId: 7, jobId: 43 }, SECRET)).toBe(false);
    expect(isTrackingTokenOf(token, claims, `${SECRET}x`)).toBe(false);
    // Another link's signature under this link's id.
    const other = signTrackingToken({ linkId: 8, jobId: 42 }, SECRET);
    expect(isTrackingTokenOf(`7.${other.split(".")[1]}`, claims, SECRET)).toBe(false);
  });

  it("are refused when any character changes, the last one too (base64url would decode it alike)", () => {
    for (const at of [2, 20, token.length - 1]) {
      const changed = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
      expect(isTrackingTokenOf(changed, claims, SECRET), `character ${at}`).toBe(false);
    }
  });

  it.each(["", "7", "7.", "07.abc", "abc.def", `${"9".repeat(11)}.${"a".repeat(43)}`, `3000000000.${"a".repeat(43)}`, "7.a%2Fb"])(
    "%j names no link",
    (value) => {
      expect(trackingLinkIdOf(value)).toBeNull();
      expect(isTrackingTokenOf(value, claims, SECRET)).toBe(false);
    },
  );
});
