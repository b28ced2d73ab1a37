import type { Db, DbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import { issueOneTimeToken } from "@/lib/auth/one-time-token";
import { env } from "@/lib/env";
import { linkMail } from "@/lib/mail/send-mail";
import { enqueueMail } from "@/lib/outbox/outbox";
import { joinName } from "./names";
import { assertUserEmailFree, rethrowEmailTaken } from "./user-email";

export const INVITATION_SUBJECT = "You're invited to Vehicle Transport Jobs";

type Invitee = { id: number; email: string; username: string };

/**
 * Issues the 7-day invitation token and writes its mail to the outbox, both in the caller's
 * transaction: the mail goes out once the account exists, and a mail server that is down delays
 * it (retried for 24 hours) without undoing the account.
 */
export async function queueInvitation(tx: DbOrTx, user: Invitee, roleTitle: string): Promise<void> {
  const token = await issueOneTimeToken(tx, user, "invitation");
  const mail = linkMail({
    to: user.email,
    subject: INVITATION_SUBJECT,
    intro: `Hello ${user.username}, an account (${roleTitle}) was created for you. Choose your password to sign in.`,
    linkText: "Choose your password",
    url: `${env().APP_URL}/set-password?token=${encodeURIComponent(token)}`,
    outro: "The link works once and expires in 7 days. Afterwards, use 'Forgot Password?' on the login page.",
  });
  await enqueueMail(tx, mail);
}

export type NewInvitee = {
  form: { first_name: string; last_name: string; email: string; phone_number: string };
  role: "admin" | "customer";
  companyId?: number;
  createdBy: number;
};

/** Creates an account without a password and its invitation (row, token and mail in one transaction). Answers the new user's id. */
export async function createInvitedUser(db: Db, invitee: NewInvitee): Promise<number> {
  const { form, role, companyId, createdBy } = invitee;
  await assertUserEmailFree(db, form.email);
  const id = await db
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
      await queueInvitation(tx, user!, role === "admin" ? "Admin" : "Customer");
      return user!.id;
    })
    .catch(rethrowEmailTaken);
  return id;
}
