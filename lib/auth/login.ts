import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, users } from "@/db/schema";
import { AppError, parseOrThrow } from "@/lib/api/errors";
import { consume, countOf, hit, refund, forget, type Limit } from "@/lib/api/rate-limit";
import { accessColumns } from "./actor";
import { verifyPassword } from "./password";
import { loginSchema } from "./schemas";
import type { SessionSubject } from "./session-token";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const INACTIVE_USER = "Your account is inactive. Please contact your administrator.";
export const INACTIVE_COMPANY = "Your company's account is inactive. Please contact your administrator.";

/**
 * Sign-in limits (DECISIONS.md "Limits and sessions"): every attempt is counted before the
 * password is checked, per client address and per (account, address) pair, and given back when
 * it succeeds. Failures against one account from anywhere only slow that account's sign-in
 * (ACCOUNT_SLOWDOWN), so nobody can lock another person out.
 */
export const LOGIN_PAIR_LIMIT: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
export const LOGIN_ADDRESS_LIMIT: Limit = { max: 50, windowMs: 15 * 60 * 1000 };
const ACCOUNT_FAILURES: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
export const ACCOUNT_SLOWDOWN_MS = 1000;

/**
 * Checks e-mail and password (the same answer and timing whether or not the e-mail exists),
 * refuses inactive users and inactive companies' customers, and records the login.
 */
export async function loginWithPassword(db: DbOrTx, input: unknown, address: string): Promise<SessionSubject> {
  const { email, password, remember } = parseOrThrow(loginSchema, input);
  const account = email.toLowerCase();
  const addressKey = `login:address:${address}`;
  const pairKey = `login:pair:${account}|${address}`;
  const accountKey = `login:account:${account}`;
  await consume(db, [
    [addressKey, LOGIN_ADDRESS_LIMIT],
    [pairKey, LOGIN_PAIR_LIMIT],
  ]);
  if ((await countOf(db, accountKey)) >= ACCOUNT_FAILURES.max) await sleep(ACCOUNT_SLOWDOWN_MS);

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
  await forget(db, pairKey);
  await refund(db, addressKey);
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
