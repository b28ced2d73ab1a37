import { randomUUID } from "node:crypto";
import { isSecureCookie } from "./cookie";
import { JwtError, signJwt, verifyJwt } from "./jwt";

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): issued to a
 * browser at a successful sign-in, it names the account and a random device id, signed with
 * AUTH_SECRET. Holding one for the account lets that browser past the account's guessing cap
 * (lib/auth/login.ts), so an attacker's flood never locks the owner out of a known browser.
 */
export const DEVICE_COOKIE = "vtj.device";

const DEVICE_SECONDS = 180 * 24 * 60 * 60;
const AUDIENCE = "device";

/** A new device cookie's value for the account (its e-mail, lower-case). */
export function signDeviceToken(account: string, secret: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ aud: AUDIENCE, sub: account, jti: randomUUID(), iat: now, exp: now + DEVICE_SECONDS }, secret);
}

/** The device id of a genuine, unexpired cookie naming this account; null for any other value. */
export function deviceOf(token: string | null | undefined, account: string, secret: string): string | null {
  if (!token) return null;
  try {
    const payload = verifyJwt(token, secret, { audience: AUDIENCE });
    return payload.sub === account && typeof payload.jti === "string" ? payload.jti : null;
  } catch (error) {
    if (error instanceof JwtError) return null;
    throw error;
  }
}

/** The device cookie's value in a Cookie header, if any. */
export function deviceTokenOf(cookieHeader: string | null): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === DEVICE_COOKIE) return rest.join("=") || null;
  }
  return null;
}

/** httpOnly, Secure over HTTPS; sent with the sign-in page's own posts only. */
export function deviceCookieOptions() {
  return { httpOnly: true, sameSite: "strict", path: "/", secure: isSecureCookie(), maxAge: DEVICE_SECONDS } as const;
}

type CookieJar = { set(name: string, value: string, options: ReturnType<typeof deviceCookieOptions>): unknown };

/** Gives the browser a new device cookie for the account (a response's cookies, or next/headers' jar). */
export function setDeviceCookie(jar: CookieJar, account: string, secret: string): void {
  jar.set(DEVICE_COOKIE, signDeviceToken(account.toLowerCase(), secret), deviceCookieOptions());
}
