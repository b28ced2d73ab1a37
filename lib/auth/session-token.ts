import { z } from "zod";
import { JwtError, signJwt, verifyJwt } from "./jwt";
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

export async function signSessionToken(
  subject: SessionSubject,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  const lifetime = subject.remember ? REMEMBER_SECONDS : SESSION_SECONDS;
  return signJwt({ ...subject, sub: String(subject.id), iat: now, exp: now + lifetime }, secret);
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: "invalid" | "expired" };

/**
 * Verifies signature and expiry (seconds, as SPEC.md §4 says); never throws. The one check of a
 * session token: next-auth's jwt.decode (the cookie of pages and proxy.ts) and the API guard
 * (the bearer token) both call it.
 */
export async function verifySessionToken(token: string, secret: string): Promise<TokenCheck> {
  try {
    const payload = verifyJwt(token, secret);
    const claims = sessionClaimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: "invalid" };
  } catch (error) {
    return { ok: false, reason: error instanceof JwtError ? error.reason : "invalid" };
  }
}

/** SPEC.md §4: a token is expired when exp is earlier than now, in seconds. */
export function isExpired(exp: number, nowMs: number = Date.now()): boolean {
  return exp < Math.floor(nowMs / 1000);
}

/** Reads a JWT's payload without verifying it (the screens only read role and username). */
export { decodeTokenPayload } from "./token-payload";
