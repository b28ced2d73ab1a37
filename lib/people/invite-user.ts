import type { DbOrTx } from "@/db/client";
import { issueOneTimeToken } from "@/lib/auth/one-time-token";
import { env } from "@/lib/env";
import { linkMail, sendMail, type Mail } from "@/lib/mail/send-mail";

export const INVITATION_SUBJECT = "You're invited to Vehicle Transport Jobs";

type Invitee = { id: number; email: string; username: string };

/**
 * Issues the 7-day invitation token (inside the caller's transaction) and returns the mail to
 * send once the transaction has committed.
 */
export async function prepareInvitation(tx: DbOrTx, user: Invitee, roleTitle: string): Promise<Mail> {
  const token = await issueOneTimeToken(tx, user, "invitation");
  return linkMail({
    to: user.email,
    subject: INVITATION_SUBJECT,
    intro: `Hello ${user.username}, an account (${roleTitle}) was created for you. Choose your password to sign in.`,
    linkText: "Choose your password",
    url: `${env().APP_URL}/set-password?token=${encodeURIComponent(token)}`,
    outro: "The link works once and expires in 7 days. Afterwards, use 'Forgot Password?' on the login page.",
  });
}

/**
 * Sends after commit. A mail failure does not undo the account: it is logged, and the user can
 * still get a link through "Forgot Password?".
 */
export async function sendInvitation(mail: Mail): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    console.error(`[mail] invitation to ${mail.to} could not be sent`, error);
  }
}
