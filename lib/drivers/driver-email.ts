import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { isUniqueViolation } from "@/db/unique-violation";

export const DRIVER_EMAIL_TAKEN = "A driver with this e-mail already exists.";

/** Driver e-mails are unique among drivers, case-insensitively. */
export async function assertDriverEmailFree(db: DbOrTx, email: string, exceptDriverId?: number): Promise<void> {
  const sameEmail = eq(sql`lower(${drivers.email})`, email.toLowerCase());
  const [taken] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(exceptDriverId === undefined ? sameEmail : and(sameEmail, ne(drivers.id, exceptDriverId)))
    .limit(1);
  if (taken) throw conflict(DRIVER_EMAIL_TAKEN);
}

export function rethrowDriverEmailTaken(error: unknown): never {
  if (isUniqueViolation(error, "drivers_email_lower_uq")) throw conflict(DRIVER_EMAIL_TAKEN);
  throw error;
}
