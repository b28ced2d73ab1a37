import { describe, expect, it, vi } from "vitest";
import { signJwt } from "@/lib/auth/jwt";
import { judgeDriverLink, readDriverLink, signDriverLink, type LinkJobState } from "./driver-link-token";

const secret = "driver-link-secret-driver-link-secret-01";
const now = new Date("2026-11-22T12:00:00Z");
const job: LinkJobState = { id: 5, driverId: 9, linkVersion: 2, requestStatus: "approved", deliveredAt: null };
const path = { jobId: 5, driverId: 9 };

async function verdict(token: string | null, overrides: Partial<LinkJobState> = {}, driverActive = true, p = path) {
  return judgeDriverLink({ claims: await readDriverLink(token, secret), path: p, job: { ...job, ...overrides }, driverActive, now });
}

describe("driver link token", () => {
  it("is valid for its job and driver", async () => {
    const token = await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, secret);
    expect(await verdict(token)).toEqual({ ok: true, isLinkExpired: false });
  });

  it("answers 401 when missing, tampered or signed with another key", async () => {
    const token = await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, secret);
    const [h, , s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ jobId: 6, driverId: 9, v: 2, aud: "driver-link" })).toString("base64url");
    expect(await verdict(null)).toMatchObject({ ok: false, status: 401 });
    expect(await verdict(`${h}.${forged}.${s}`)).toMatchObject({ ok: false, status: 401 });
    expect(await verdict(await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, `${secret}x`))).toMatchObject({ ok: false, status: 401 });
  });

  it("answers 403 for another job or another driver", async () => {
    const token = await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, secret);
    expect(await verdict(token, {}, true, { jobId: 6, driverId: 9 })).toMatchObject({ ok: false, status: 403 });
    expect(await verdict(token, {}, true, { jobId: 5, driverId: 8 })).toMatchObject({ ok: false, status: 403 });
  });

  it("answers 403 once revoked: reassigned, cancelled or the driver inactive", async () => {
    const token = await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, secret);
    expect(await verdict(token, { driverId: 7 })).toMatchObject({ status: 403 });
    expect(await verdict(token, { linkVersion: 3 })).toMatchObject({ status: 403 });
    expect(await verdict(token, { requestStatus: "cancelled" })).toMatchObject({ status: 403 });
    expect(await verdict(token, {}, false)).toMatchObject({ status: 403 });
  });

  it("expires 48 hours after delivery (reads still answer)", async () => {
    const token = await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, secret);
    const recent = new Date(now.getTime() - 47 * 3600_000);
    const old = new Date(now.getTime() - 49 * 3600_000);
    expect(await verdict(token, { requestStatus: "delivered", deliveredAt: recent })).toEqual({ ok: true, isLinkExpired: false });
    expect(await verdict(token, { requestStatus: "delivered", deliveredAt: old })).toEqual({ ok: true, isLinkExpired: true });
  });

  it("ends 30 days after it was sent (401), links sent before it carried an exp too; a new one works", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const token = await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, secret);
      const legacy = signJwt({ jobId: 5, driverId: 9, v: 2, aud: "driver-link", iat: Math.floor(Date.now() / 1000) }, secret);
      vi.setSystemTime(Date.now() + 29 * 24 * 3600_000);
      expect(await readDriverLink(token, secret)).not.toBeNull();
      expect(await readDriverLink(legacy, secret)).not.toBeNull();
      vi.setSystemTime(Date.now() + 2 * 24 * 3600_000);
      expect(await readDriverLink(token, secret)).toBeNull();
      expect(await readDriverLink(legacy, secret)).toBeNull();
      expect(await readDriverLink(await signDriverLink({ jobId: 5, driverId: 9, v: 2 }, secret), secret)).toEqual({
        jobId: 5,
        driverId: 9,
        v: 2,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("is not a session token", async () => {
    const { SignJWT } = await import("jose");
    const session = await new SignJWT({ jobId: 5, driverId: 9, v: 2 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(secret));
    expect(await readDriverLink(session, secret)).toBeNull();
  });
});
