import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { fieldError, parseOrThrow } from "@/lib/api/errors";
import { afterResponse } from "@/lib/api/after-response";
import { consume, type Limit } from "@/lib/api/rate-limit";
import { env } from "@/lib/env";
import { linkMail } from "@/lib/mail/send-mail";
import { enqueueMail } from "@/lib/outbox/outbox";
import { checkOneTimeToken, consumeOneTimeToken, endOneTimeTokens, issueOneTimeToken } from "./one-time-token";
import { hashPassword, verifyPassword } from "./password";
import { changePasswordSchema, forgotPasswordSchema, RESET_SENT, setPasswordSchema } from "./schemas";

export { RESET_SENT };

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const FORGOT_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
export const FORGOT_ADDRESS_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };
export const SET_PASSWORD_ADDRESS_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };
export const SET_PASSWORD_LINK_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
export const CHANGE_PASSWORD_LIMIT: Limit = { max: 10, windowMs: FIFTEEN_MINUTES };

/**
 * Mails a single-use reset link. The answer is the same, in the same time, whether or not the
 * e-mail has a user and whatever the mail server does: the account's work runs after it.
 */
export async function requestPasswordReset(db: Db, input: unknown, address: string): Promise<void> {
  const { email } = parseOrThrow(forgotPasswordSchema, input);
  await consume(db, [
    [`forgot:address:${address}`, FORGOT_ADDRESS_LIMIT],
    [`forgot:email:${email.toLowerCase()}`, FORGOT_LIMIT],
  ]);
  afterResponse(() => mailResetLink(db, email));
}

async function mailResetLink(db: Db, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.active, true)))
    .limit(1);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, user, "reset");
    await enqueueMail(
      tx,
      linkMail({
        to: user.email,
        subject: "Reset your password",
        intro: `Hello ${user.username}, we received a request to reset your password.`,
        linkText: "Choose a new password",
        url: `${env().APP_URL}/set-password?token=${encodeURIComponent(token)}`,
        outro: "The link works once and expires in one hour. If you did not ask for it, ignore this message.",
      }),
    );
  });
}

/**
 * PUT /set-password: the link's token, e-mail and id, and the new password (the rule applies).
 * The link is checked before the password is hashed; setting it ends every other link of the user.
 */
export async function setPasswordWithToken(db: Db, input: unknown, address: string): Promise<void> {
  const { token, email, userId, password } = parseOrThrow(setPasswordSchema, input);
  await consume(db, [[`set-password:address:${address}`, SET_PASSWORD_ADDRESS_LIMIT]]);
  const linkId = await checkOneTimeToken(db, token, { email, userId });
  await consume(db, [[`set-password:link:${linkId}`, SET_PASSWORD_LINK_LIMIT]]);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await consumeOneTimeToken(tx, token, { email, userId });
    await endOneTimeTokens(tx, userId);
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
  });
}

/** The signed-in user's password change, its guesses of the current password limited; every session of the user ends. */
export async function changePassword(db: Db, userId: number, input: unknown, address: string): Promise<void> {
  const { currentPassword, password } = parseOrThrow(changePasswordSchema, input);
  await consume(db, [
    [`change-password:user:${userId}`, CHANGE_PASSWORD_LIMIT],
    [`change-password:address:${address}`, CHANGE_PASSWORD_LIMIT],
  ]);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw fieldError("currentPassword", "The current password is not correct.");
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await endOneTimeTokens(tx, userId);
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
  });
}
