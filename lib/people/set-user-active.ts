import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";

/**
 * The active switch of a user. Deactivation also bumps session_version, so the user's tokens
 * stop working at once and stay dead even after a later reactivation.
 */
export async function setUserActive(db: DbOrTx, options: { userId: number; roles: readonly Role[]; active: boolean }): Promise<boolean> {
  const { userId, roles, active } = options;
  const rows = await db
    .update(users)
    .set(active ? { active } : { active, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(and(eq(users.id, userId), inArray(users.role, [...roles])))
    .returning({ id: users.id });
  return rows.length > 0;
}
