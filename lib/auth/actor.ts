import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { companies, users } from "@/db/schema";
import { unauthenticated } from "@/lib/api/errors";
import { env } from "@/lib/env";
import type { Role } from "./roles";
import { verifySessionToken } from "./session-token";

/** Who is asking: the verified identity every service and query is given. */
export type Actor = {
  id: number;
  role: Role;
  username: string;
  email: string;
  companyId: number | null;
};

const ENDED = "Your session has ended. Please sign in again.";

/**
 * Verifies a session token and checks the user row on every request (one indexed read):
 * a deactivated user, an inactive company or a changed password ends the session at once.
 */
export async function actorFromToken(db: DbOrTx, token: string | null | undefined): Promise<Actor> {
  if (!token) throw unauthenticated();
  const check = await verifySessionToken(token, env().AUTH_SECRET);
  if (!check.ok) throw unauthenticated(check.reason === "expired" ? ENDED : "Invalid token. Please sign in again.");
  const { claims } = check;
  const [row] = await actorQuery(db).execute({ id: claims.id });
  if (!row || !row.active || row.sessionVersion !== claims.sv || row.role !== claims.role) throw unauthenticated(ENDED);
  if (row.role === "customer" && row.companyActive !== true) throw unauthenticated(ENDED);
  return { id: row.id, role: row.role, username: row.username, email: row.email, companyId: row.companyId };
}

/** What decides whether a user may have a session (users left join companies): sign-in and every call read it. */
export const accessColumns = {
  id: users.id,
  role: users.role,
  username: users.username,
  email: users.email,
  active: users.active,
  sessionVersion: users.sessionVersion,
  companyId: users.companyId,
  companyActive: companies.active,
};

/** The user row of every signed-in call, built once per database handle (prepared). */
function actorQuery(db: DbOrTx) {
  return preparedQuery(db, "actor_by_id", (name) =>
    db
      .select(accessColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );
}
