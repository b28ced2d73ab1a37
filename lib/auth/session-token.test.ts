import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import {
  decodeTokenPayload,
  isExpired,
  REMEMBER_SECONDS,
  SESSION_SECONDS,
  signSessionToken,
  verifySessionToken,
  type SessionSubject,
} from "./session-token";

const secret = "test-secret-test-secret-test-secret-0123";
const subject: SessionSubject = { id: 7, role: "admin", username: "Demo Admin", email: "a@x.io", companyId: null, sv: 0 };

describe("session token", () => {
  it("round-trips the claims and lasts a day, or 30 days when remembered", async () => {
    const now = 1_800_000_000;
    const token = await signSessionToken(subject, secret, now);
    expect(decodeTokenPayload(token)).toMatchObject({ id: 7, role: "admin", username: "Demo Admin", exp: now + SESSION_SECONDS });
    const long = await signSessionToken({ ...subject, remember: true }, secret, now);
    expect(decodeTokenPayload(long)?.exp).toBe(now + REMEMBER_SECONDS);
    const check = await verifySessionToken(await signSessionToken(subject, secret), secret);
    expect(check).toMatchObject({ ok: true, claims: { id: 7, role: "admin", sv: 0 } });
  });

  it("refuses a tampered, foreign or expired token", async () => {
    const token = await signSessionToken(subject, secret);
    const [h, p, s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...decodeTokenPayload(token), role: "superadmin" })).toString("base64url");
    expect(await verifySessionToken(`${h}.${forged}.${s}`, secret)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifySessionToken(token, `${secret}-other`)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifySessionToken("not-a-token", secret)).toEqual({ ok: false, reason: "invalid" });
    const old = await signSessionToken(subject, secret, Math.floor(Date.now() / 1000) - SESSION_SECONDS - 10);
    expect(await verifySessionToken(old, secret)).toEqual({ ok: false, reason: "expired" });
    void p;
  });

  it("refuses a token whose payload lacks the session claims", async () => {
    const token = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(secret));
    expect(await verifySessionToken(token, secret)).toEqual({ ok: false, reason: "invalid" });
  });

  it("compares expiry in seconds", () => {
    expect(isExpired(1000, 1_000_000)).toBe(false); // same second
    expect(isExpired(999, 1_000_000)).toBe(true);
    expect(isExpired(1001, 1_000_999)).toBe(false);
  });

  it("decodes nothing from garbage", () => {
    expect(decodeTokenPayload("a.b.c")).toBeNull();
    expect(decodeTokenPayload("")).toBeNull();
  });
});
