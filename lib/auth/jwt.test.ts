import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { JwtError, signJwt, verifyJwt } from "./jwt";

const secret = "test-secret-test-secret-test-secret-0123";
const key = new TextEncoder().encode(secret);
const now = 1_800_000_000;

function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof JwtError) return error.reason;
    throw error;
  }
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A token with any header, correctly signed with the secret. */
function signedWith(header: object, payload: object, withSecret = secret): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac("sha256", withSecret).update(input).digest("base64url")}`;
}

describe("HS256 tokens", () => {
  it("makes tokens jose reads, and reads tokens jose makes", async () => {
    const ours = signJwt({ id: 7, aud: "driver-link", iat: now, exp: now + 60 }, secret);
    const { payload, protectedHeader } = await jwtVerify(ours, key, {
      algorithms: ["HS256"],
      audience: "driver-link",
      currentDate: new Date(now * 1000),
    });
    expect(payload).toMatchObject({ id: 7, aud: "driver-link", exp: now + 60 });
    expect(protectedHeader).toEqual({ alg: "HS256", typ: "JWT" });

    const theirs = await new SignJWT({ id: 8 })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience(["a", "driver-link"])
      .setExpirationTime(now + 60)
      .sign(key);
    expect(verifyJwt(theirs, secret, { audience: "driver-link", now })).toMatchObject({ id: 8 });
  });

  it("refuses a tampered, foreign or malformed token", () => {
    const token = signJwt({ id: 7, role: "admin" }, secret);
    const [h, , s] = token.split(".");
    expect(refusal(() => verifyJwt(`${h}.${b64({ id: 7, role: "superadmin" })}.${s}`, secret))).toBe("invalid");
    expect(refusal(() => verifyJwt(token, `${secret}-other`))).toBe("invalid");
    expect(refusal(() => verifyJwt(`${token}x`, secret))).toBe("invalid");
    expect(refusal(() => verifyJwt(token.slice(0, -1), secret))).toBe("invalid");
    for (const garbage of ["", "a.b", "a.b.c", "a.b.c.d", `${h}..${s}`, `${h}.${b64([1, 2])}.x`, "*.*.*"]) {
      expect(
        refusal(() => verifyJwt(garbage, secret)),
        garbage,
      ).toBe("invalid");
    }
    expect(refusal(() => verifyJwt(token, secret))).toBeNull();
  });

  it("takes HS256 only: no unsigned token, no other algorithm, no critical extension", () => {
    const unsigned = new UnsecuredJWT({ id: 7 }).encode();
    expect(refusal(() => verifyJwt(unsigned, secret))).toBe("invalid");
    expect(
      refusal(() => verifyJwt(`${unsigned}${createHmac("sha256", secret).update(unsigned.slice(0, -1)).digest("base64url")}`, secret)),
    ).toBe("invalid");
    expect(refusal(() => verifyJwt(signedWith({ alg: "HS512" }, { id: 7 }), secret))).toBe("invalid");
    expect(refusal(() => verifyJwt(signedWith({ alg: "none" }, { id: 7 }), secret))).toBe("invalid");
    expect(refusal(() => verifyJwt(signedWith({ alg: "HS256", crit: ["x"], x: 1 }, { id: 7 }), secret))).toBe("invalid");
    expect(refusal(() => verifyJwt(signedWith({ alg: "HS256", b64: false, crit: ["b64"] }, { id: 7 }), secret))).toBe("invalid");
    expect(refusal(() => verifyJwt(signedWith({ alg: "HS256" }, { id: 7 }), secret))).toBeNull();
  });

  it("is expired from the second of exp on, and not valid before nbf", () => {
    const token = signJwt({ exp: now + 10, nbf: now - 5 }, secret);
    expect(refusal(() => verifyJwt(token, secret, { now: now + 9 }))).toBeNull();
    expect(refusal(() => verifyJwt(token, secret, { now: now + 10 }))).toBe("expired");
    expect(refusal(() => verifyJwt(token, secret, { now: now - 6 }))).toBe("invalid");
    expect(refusal(() => verifyJwt(signJwt({ exp: "tomorrow" }, secret), secret))).toBe("invalid");
    expect(refusal(() => verifyJwt(signJwt({ iat: null }, secret), secret))).toBe("invalid");
  });

  it("checks the audience when one is asked for", () => {
    expect(refusal(() => verifyJwt(signJwt({ aud: "other" }, secret), secret, { audience: "driver-link" }))).toBe("invalid");
    expect(refusal(() => verifyJwt(signJwt({ id: 1 }, secret), secret, { audience: "driver-link" }))).toBe("invalid");
    expect(refusal(() => verifyJwt(signJwt({ aud: ["x", "driver-link"] }, secret), secret, { audience: "driver-link" }))).toBeNull();
    expect(refusal(() => verifyJwt(signJwt({ aud: "other" }, secret), secret))).toBeNull();
  });
});
