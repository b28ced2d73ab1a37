/**
 * The app's signed tokens (session, driver link, one-time): compact JWS with HS256 (RFC 7515,
 * 7519), signed and checked with node:crypto's HMAC. Every signed-in call and every driver
 * call checks one, so the check is synchronous: WebCrypto (jose) runs each HMAC as a thread-pool
 * job, which cost about 30 µs of CPU per token here against 2 µs (issue 9's profile).
 * Tokens are the same bytes jose makes and reads (its tests check both ways).
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";

export type JwtPayload = Record<string, unknown>;

/** Why a token was refused: only "expired" is told apart (the caller's message differs). */
export class JwtError extends Error {
  constructor(readonly reason: "invalid" | "expired") {
    super(reason === "expired" ? "The token has expired." : "The token is not valid.");
    this.name = "JwtError";
  }
}

const keys = new Map<string, KeyObject>();

function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, "utf8"));
    keys.set(secret, key);
  }
  return key;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
const signatureOf = (signingInput: string, secret: string) => createHmac("sha256", keyOf(secret)).update(signingInput).digest("base64url");
const HEADER = encode({ alg: "HS256", typ: "JWT" });
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Signs the claims as they are (the caller sets exp, iat, aud…). */
export function signJwt(payload: JwtPayload, secret: string): string {
  const signingInput = `${HEADER}.${encode(payload)}`;
  return `${signingInput}.${signatureOf(signingInput, secret)}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumericDate = (value: unknown) => value === undefined || (typeof value === "number" && Number.isFinite(value));

export type VerifyOptions = {
  /** The audience the token must name (its `aud`, a string or one of a list). */
  audience?: string;
  /** Seconds since the epoch; now by default. */
  now?: number;
};

/**
 * The payload of a genuine token: HS256 only (no "none", no other algorithm, no critical
 * extensions), the signature compared in constant time, then nbf, exp (expired when exp ≤ now,
 * as jose decides) and the audience. Throws JwtError.
 */
export function verifyJwt(token: string, secret: string, options: VerifyOptions = {}): JwtPayload {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw new JwtError("invalid");
  const [headerPart, payloadPart, signature] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!isObject(header) || header.alg !== "HS256" || "crit" in header || "b64" in header) throw new JwtError("invalid");

  const expected = Buffer.from(signatureOf(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtError("invalid");

  const payload = decodeJson(payloadPart);
  if (!isObject(payload) || !isNumericDate(payload.exp) || !isNumericDate(payload.nbf) || !isNumericDate(payload.iat)) {
    throw new JwtError("invalid");
  }
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (typeof payload.nbf === "number" && payload.nbf > now) throw new JwtError("invalid");
  if (typeof payload.exp === "number" && payload.exp <= now) throw new JwtError("expired");
  if (options.audience !== undefined) {
    const { aud } = payload;
    const named = typeof aud === "string" ? aud === options.audience : Array.isArray(aud) && aud.includes(options.audience);
    if (!named) throw new JwtError("invalid");
  }
  return payload;
}
