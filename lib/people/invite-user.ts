import type { Db, DbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import { issueOneTimeToken } from "@/lib/auth/one-time-token";
import { env } from "@/lib/env";
import { linkMail, sendMail, type Mail } from "@/lib/mail/send-mail";
import { joinName } from "./fields";
import { assertUserEmailFree, rethrowEmailTaken } from "./user-email";

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

export type NewInvitee = {
  form: { first_name: string; last_name: string; email: string; phone_number: string };
  role: "admin" | "customer";
  companyId?: number;
  createdBy: number;
};

/**
 * Creates an account without a password and mails its invitation: the user row and the token
 * in one transaction, the mail after commit. Answers the new user's id.
 */
export async function createInvitedUser(db: Db, invitee: NewInvitee): Promise<number> {
  const { form, role, companyId, createdBy } = invitee;
  await assertUserEmailFree(db, form.email);
  const { id, mail } = await db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: form.first_name,
          lastName: form.last_name,
          username: joinName(form.first_name, form.last_name),
          email: form.email,
          phoneNumber: form.phone_number,
          role,
          companyId: companyId ?? null,
          createdBy,
        })
        .returning({ id: users.id, email: users.email, username: users.username });
      return { id: user!.id, mail: await prepareInvitation(tx, user!, role === "admin" ? "Admin" : "Customer") };
    })
    .catch(rethrowEmailTaken);
  await sendInvitation(mail);
  return id;
}
