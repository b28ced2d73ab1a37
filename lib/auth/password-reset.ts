import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { fieldError, parseOrThrow } from "@/lib/api/errors";
import { consume } from "@/lib/api/rate-limit";
import { env } from "@/lib/env";
import { linkMail, sendMail } from "@/lib/mail/send-mail";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-token";
import { hashPassword, verifyPassword } from "./password";
import { changePasswordSchema, forgotPasswordSchema, RESET_SENT, setPasswordSchema } from "./schemas";

export { RESET_SENT };

export const FORGOT_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };
export const FORGOT_ADDRESS_LIMIT = { max: 20, windowMs: 15 * 60 * 1000 };

/** Mails a single-use reset link; answers the same whether or not the e-mail has a user. */
export async function requestPasswordReset(db: Db, input: unknown, address: string): Promise<void> {
  const { email } = parseOrThrow(forgotPasswordSchema, input);
  consume([`forgot:email:${email.toLowerCase()}`], FORGOT_LIMIT);
  consume([`forgot:address:${address}`], FORGOT_ADDRESS_LIMIT);
  const [user] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.active, true)))
    .limit(1);
  if (!user) return;
  const token = await issueOneTimeToken(db, user, "reset");
  await sendMail(
    linkMail({
      to: user.email,
      subject: "Reset your password",
      intro: `Hello ${user.username}, we received a request to reset your password.`,
      linkText: "Choose a new password",
      url: `${env().APP_URL}/set-password?token=${encodeURIComponent(token)}`,
      outro: "The link works once and expires in one hour. If you did not ask for it, ignore this message.",
    }),
  );
}

/** PUT /set-password: the link's token, e-mail and id, and the new password (the rule applies). */
export async function setPasswordWithToken(db: Db, input: unknown): Promise<void> {
  const { token, email, userId, password } = parseOrThrow(setPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await consumeOneTimeToken(tx, token, { email, userId });
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
  });
}

/** The signed-in user's password change; every session of the user ends. */
export async function changePassword(db: Db, userId: number, input: unknown): Promise<void> {
  const { currentPassword, password } = parseOrThrow(changePasswordSchema, input);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw fieldError("currentPassword", "The current password is not correct.");
  }
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
