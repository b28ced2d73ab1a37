import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, users } from "@/db/schema";
import { AppError, parseOrThrow } from "@/lib/api/errors";
import { assertNotLimited, countAttempt, resetAttempts } from "@/lib/api/rate-limit";
import { accessColumns } from "./actor";
import { verifyPassword } from "./password";
import { loginSchema } from "./schemas";
import type { SessionSubject } from "./session-token";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const INACTIVE_USER = "Your account is inactive. Please contact your administrator.";
export const INACTIVE_COMPANY = "Your company's account is inactive. Please contact your administrator.";

/** Failed sign-ins counted per e-mail and per client address; a success clears the e-mail's count. */
export const LOGIN_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };
export const LOGIN_ADDRESS_LIMIT = { max: 50, windowMs: 15 * 60 * 1000 };

/**
 * Checks e-mail and password (the same answer and timing whether or not the e-mail exists),
 * refuses inactive users and inactive companies' customers, and records the login.
 */
export async function loginWithPassword(db: DbOrTx, input: unknown, address: string): Promise<SessionSubject> {
  const { email, password, remember } = parseOrThrow(loginSchema, input);
  const emailKey = `login:email:${email.toLowerCase()}`;
  const addressKey = `login:address:${address}`;
  assertNotLimited([emailKey], LOGIN_LIMIT);
  assertNotLimited([addressKey], LOGIN_ADDRESS_LIMIT);

  const [user] = await db
    .select({ ...accessColumns, passwordHash: users.passwordHash })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);

  const matches = await verifyPassword(password, user?.passwordHash);
  if (!user || !matches) {
    countAttempt([emailKey], LOGIN_LIMIT);
    countAttempt([addressKey], LOGIN_ADDRESS_LIMIT);
    throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS);
  }
  if (!user.active) throw new AppError("FORBIDDEN", INACTIVE_USER);
  if (user.role === "customer" && user.companyActive !== true) throw new AppError("FORBIDDEN", INACTIVE_COMPANY);

  resetAttempts([emailKey]);
  await db.update(users).set({ lastLogin: new Date(), updatedAt: sql`${users.updatedAt}` }).where(eq(users.id, user.id));
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
