import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { oneTimeTokens, type TokenKind } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { JwtError, signJwt, verifyJwt } from "./jwt";

/** DECISIONS.md: reset links live an hour, invitations 7 days; both are single-use. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenKind, number> = { reset: 60 * 60, invitation: 7 * 24 * 60 * 60 };

import { INVALID_RESET_TOKEN as INVALID_TOKEN } from "./messages";

export { INVALID_TOKEN };
export const EXPIRED_TOKEN = "This link has expired. Please request a new one.";
export const USED_TOKEN = "This link has already been used. Please request a new one.";

const hash = (jti: string) => createHash("sha256").update(jti).digest("hex");

/**
 * A signed token carrying the e-mail and id the set-password screen reads (SPEC.md §3
 * "Reset token"), whose id (jti) is stored hashed so the server can use it only once.
 */
export async function issueOneTimeToken(db: DbOrTx, user: { id: number; email: string }, kind: TokenKind): Promise<string> {
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + TOKEN_LIFETIME_SECONDS[kind];
  await db.insert(oneTimeTokens).values({ userId: user.id, kind, tokenHash: hash(jti), expiresAt: new Date(exp * 1000) });
  return signJwt({ email: user.email, id: user.id, kind, jti, iat: now, exp }, env().AUTH_SECRET);
}

const claimsSchema = z.object({ email: z.string(), id: z.number().int(), kind: z.enum(["reset", "invitation"]), jti: z.string() });

/**
 * Checks a link without using it (no password is hashed for a link that cannot work): its
 * signature, that the e-mail and id sent with it are its own, and that it is unused and unexpired.
 * Answers the stored link's id.
 */
export async function checkOneTimeToken(db: DbOrTx, token: string, expected: { email: string; userId: number }): Promise<number> {
  const claims = verifiedClaims(token, expected);
  const [row] = await db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hash(claims.jti)));
  if (!row || row.userId !== claims.id) throw new AppError("VALIDATION", INVALID_TOKEN);
  if (row.usedAt) throw new AppError("VALIDATION", USED_TOKEN);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("VALIDATION", EXPIRED_TOKEN);
  return row.id;
}

export type OneTimeLink = { kind: TokenKind | null; refusal: string | null };

/**
 * What a set-password link is, for the screen that opens it: its kind, and why it can no longer
 * be used (used, expired or not ours), so a used link says so before a password is typed.
 */
export async function inspectOneTimeLink(db: DbOrTx, token: string): Promise<OneTimeLink> {
  let claims: z.infer<typeof claimsSchema>;
  try {
    claims = claimsSchema.parse(verifyJwt(token, env().AUTH_SECRET));
  } catch (error) {
    const isExpired = error instanceof JwtError && error.reason === "expired";
    return { kind: null, refusal: isExpired ? EXPIRED_TOKEN : INVALID_TOKEN };
  }
  try {
    await checkOneTimeToken(db, token, { email: claims.email, userId: claims.id });
    return { kind: claims.kind, refusal: null };
  } catch (error) {
    if (error instanceof AppError) return { kind: claims.kind, refusal: error.message };
    throw error;
  }
}

/**
 * Marks the token used (only if still unused, so two concurrent uses cannot both win) and
 * returns its user id. The e-mail and id sent with it must be the token's own.
 */
export async function consumeOneTimeToken(
  tx: DbOrTx,
  token: string,
  expected: { email: string; userId: number },
): Promise<{ userId: number; kind: TokenKind }> {
  const claims = verifiedClaims(token, expected);
  const [used] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.tokenHash, hash(claims.jti)), isNull(oneTimeTokens.usedAt)))
    .returning({ userId: oneTimeTokens.userId, expiresAt: oneTimeTokens.expiresAt, kind: oneTimeTokens.kind });
  if (!used) {
    const [row] = await tx
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hash(claims.jti)));
    throw new AppError("VALIDATION", row ? USED_TOKEN : INVALID_TOKEN);
  }
  if (used.expiresAt.getTime() <= Date.now()) throw new AppError("VALIDATION", EXPIRED_TOKEN);
  if (used.userId !== claims.id) throw new AppError("VALIDATION", INVALID_TOKEN);
  return { userId: used.userId, kind: used.kind };
}

/** Ends every link of the user that is still unused (a password was just set). */
export async function endOneTimeTokens(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}

function verifiedClaims(token: string, expected: { email: string; userId: number }): z.infer<typeof claimsSchema> {
  let claims: z.infer<typeof claimsSchema>;
  try {
    claims = claimsSchema.parse(verifyJwt(token, env().AUTH_SECRET));
  } catch (error) {
    if (error instanceof JwtError && error.reason === "expired") throw new AppError("VALIDATION", EXPIRED_TOKEN);
    throw new AppError("VALIDATION", INVALID_TOKEN);
  }
  if (claims.id !== expected.userId || claims.email.toLowerCase() !== expected.email.toLowerCase()) {
    throw new AppError("VALIDATION", INVALID_TOKEN);
  }
  return claims;
}
