import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { ROLES } from "./roles";

/**
 * The session token of INTERFACES.md: a signed (HS256), readable JWT. The same token is
 * the next-auth session cookie and the API's bearer token, so there is one notion of caller.
 */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_SECONDS = 24 * 60 * 60;

export const sessionClaimsSchema = z.object({
  id: z.number().int().positive(),
  role: z.enum(ROLES),
  username: z.string(),
  email: z.string(),
  companyId: z.number().int().positive().nullable(),
  /** The user's session version when the token was issued. */
  sv: z.number().int().nonnegative(),
  remember: z.boolean().optional(),
  exp: z.number().int(),
  iat: z.number().int().optional(),
});

export type SessionClaims = z.infer<typeof sessionClaimsSchema>;
export type SessionSubject = Omit<SessionClaims, "exp" | "iat">;

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(
  subject: SessionSubject,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  const lifetime = subject.remember ? REMEMBER_SECONDS : SESSION_SECONDS;
  return new SignJWT({ ...subject })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(subject.id))
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    .sign(key(secret));
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: "invalid" | "expired" };

/** Verifies signature and expiry (seconds, as SPEC.md §4 says); never throws. */
export async function verifySessionToken(token: string, secret: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    const claims = sessionClaimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: "invalid" };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
}

/** SPEC.md §4: a token is expired when exp is earlier than now, in seconds. */
export function isExpired(exp: number, nowMs: number = Date.now()): boolean {
  return exp < Math.floor(nowMs / 1000);
}

/** Reads a JWT's payload without verifying it (the screens only read role and username). */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const json = new TextDecoder().decode(bytes);
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
