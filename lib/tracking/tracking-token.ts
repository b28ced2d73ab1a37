/**
 * The token of a tracking link: the link's id and an HMAC-SHA256 of that id and its job under a
 * key derived from the app secret, `{id}.{mac}`. Signed rather than random-and-hashed so that the
 * job detail can show the same URL again to copy; it is revoked with its row (revoked_at), and a
 * new link is a new id. Pure apart from node:crypto.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TrackingTokenClaims = { linkId: number; jobId: number };

const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** A key of its own, so that no other signature of the app can pass for a tracking token. */
const keyOf = (secret: string) => createHmac("sha256", secret).update("tracking-link").digest();

const macOf = ({ linkId, jobId }: TrackingTokenClaims, secret: string) =>
  createHmac("sha256", keyOf(secret)).update(`${linkId}:${jobId}`).digest();

export function signTrackingToken(claims: TrackingTokenClaims, secret: string): string {
  return `${claims.linkId}.${macOf(claims, secret).toString("base64url")}`;
}

/** The link id a token names, before its signature is checked (null when it is no token at all). */
export function trackingLinkIdOf(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** Whether the token is the one signed for this link of this job (constant-time). */
export function isTrackingTokenOf(token: string, claims: TrackingTokenClaims, secret: string): boolean {
  const match = TOKEN_PATTERN.exec(token);
  if (!match || Number(match[1]) !== claims.linkId) return false;
  // The text is compared, not its decoding: base64url would read a changed last character as the same bytes.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(macOf(claims, secret).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
