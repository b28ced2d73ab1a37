import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { isUniqueViolation } from "@/db/unique-violation";

export const USER_EMAIL_TAKEN = "A user with this e-mail already exists.";

/** E-mails are unique across users, case-insensitively (the unique index backs this up). */
export async function assertUserEmailFree(db: DbOrTx, email: string, exceptUserId?: number): Promise<void> {
  const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
    .limit(1);
  if (taken) throw conflict(USER_EMAIL_TAKEN);
}

/** Turns a lost race on the e-mail index into the same 409. */
export function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error, "users_email_lower_uq")) throw conflict(USER_EMAIL_TAKEN);
  throw error;
}
