import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, users } from "@/db/schema";
import { AppError, parseOrThrow } from "@/lib/api/errors";
import { consume, countOf, hit, refund, forget, type Limit } from "@/lib/api/rate-limit";
import { env } from "@/lib/env";
import { accessColumns } from "./actor";
import { deviceOf } from "./device-cookie";
import { verifyPassword } from "./password";
import { loginSchema } from "./schemas";
import type { SessionSubject } from "./session-token";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const INACTIVE_USER = "Your account is inactive. Please contact your administrator.";
export const INACTIVE_COMPANY = "Your company's account is inactive. Please contact your administrator.";

export const ACCOUNT_BUSY =
  "This account has had too many sign-in attempts. Please wait a minute and try again, or sign in from a browser you have used before.";
export const DEVICE_LOCKED = "Too many failed sign-ins from this browser. Please wait a few minutes and try again.";

/**
 * Sign-in limits (DECISIONS.md "Limits and sessions"): every attempt is counted before the
 * password is checked, and given back when it succeeds.
 * - From a browser without the account's device cookie (lib/auth/device-cookie.ts): per client
 *   address, per (account, address) pair, and per account (ACCOUNT_CAP, whatever the address:
 *   many addresses get a handful of guesses a minute between them). Failures against the account
 *   also slow these attempts (ACCOUNT_SLOWDOWN).
 * - From a browser holding the account's device cookie: only that device's own budget, so the
 *   owner signs in from a known browser whatever a flood does; a device that fails too often is
 *   locked out itself (DEVICE_LIMIT).
 */
export const LOGIN_PAIR_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 50, windowMs: 15 * 60 * 1000 };
export const ACCOUNT_CAP: Limit = { max: 10, windowMs: 60 * 1000 };
export const DEVICE_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
const ACCOUNT_FAILURES: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
export const ACCOUNT_SLOWDOWN_MS = 1000;

/**
 * Checks e-mail and password (the same answer and timing whether or not the e-mail exists),
 * refuses inactive users and inactive companies' customers, and records the login.
 * `deviceToken` is the browser's device cookie, if any.
 */
export async function loginWithPassword(db: DbOrTx, input: unknown, address: string, deviceToken?: string | null): Promise<SessionSubject> {
  const { email, password, remember } = parseOrThrow(loginSchema, input);
  const account = email.toLowerCase();
  const addressKey = `login:address:${address}`;
  const pairKey = `login:pair:${account}|${address}`;
  const capKey = `login:cap:${account}`;
  const accountKey = `login:account:${account}`;
  const device = deviceOf(deviceToken, account, env().AUTH_SECRET);
  const deviceKey = `login:device:${device}`;
  if (device) {
    await consume(db, [[deviceKey, DEVICE_LIMIT]]).catch(refusedWith(DEVICE_LOCKED));
  } else {
    await consume(db, [
      [addressKey, LOGIN_ADDRESS_LIMIT],
      [pairKey, LOGIN_PAIR_LIMIT],
    ]);
    await consume(db, [[capKey, ACCOUNT_CAP]]).catch(refusedWith(ACCOUNT_BUSY));
    if ((await countOf(db, accountKey)) >= ACCOUNT_FAILURES.max) await sleep(ACCOUNT_SLOWDOWN_MS);
  }

  const [user] = await db
    .select({ ...accessColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);

  const matches = await verifyPassword(password, user?.passwordHash);
  if (!user || !matches) {
    await hit(db, accountKey, ACCOUNT_FAILURES);
    throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS);
  }
  if (device) {
    await forget(db, deviceKey);
  } else {
    await forget(db, pairKey);
    await refund(db, addressKey);
    await refund(db, capKey);
  }
  if (!user.active) throw new AppError("FORBIDDEN", INACTIVE_USER);
  if (user.role === "customer" && user.companyActive !== true) throw new AppError("FORBIDDEN", INACTIVE_COMPANY);

  await db
    .update(users)
    .set({ lastLogin: new Date(), updatedAt: sql`${users.updatedAt}` })
    .where(eq(users.id, user.id));
  return {
    id: user.id,
    role: user.role,
    username: user.username,
    email: user.email,
    companyId: user.companyId,
    sv: user.sessionVersion,
    remember: remember ?? false,
  };
}

/** A limit's 429 with a message saying which limit it is. */
function refusedWith(message: string) {
  return (error: unknown): never => {
    if (error instanceof AppError && error.code === "RATE_LIMITED") {
      throw new AppError("RATE_LIMITED", message, { retryAfterSeconds: error.retryAfterSeconds });
    }
    throw error;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
