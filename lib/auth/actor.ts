import { eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { companies, users } from "@/db/schema";
import { unauthenticated } from "@/lib/api/errors";
import { env } from "@/lib/env";
import type { Role } from "./roles";
import { verifySessionToken, type SessionClaims } from "./session-token";

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
  const claims = await claimsOfToken(token);
  const [row] = await actorQuery(db).execute({ id: claims.id });
  return checkedActor(row, claims);
}

/** A session token's verified claims (signature and expiry); 401 otherwise. Not yet a caller: see checkedActor. */
export async function claimsOfToken(token: string | null | undefined): Promise<SessionClaims> {
  if (!token) throw unauthenticated();
  const check = await verifySessionToken(token, env().AUTH_SECRET);
  if (!check.ok) throw unauthenticated(check.reason === "expired" ? ENDED : "Invalid token. Please sign in again.");
  return check.claims;
}

/** The user's access row as read by a statement (accessColumns), or none when the user is gone. */
export type AccessRow = {
  id: number;
  role: Role;
  username: string;
  email: string;
  active: boolean;
  sessionVersion: number;
  companyId: number | null;
  companyActive: boolean | null;
};

/**
 * The caller, once the user row read for this call agrees with the token: the one check every
 * signed-in call passes (actorFromToken, or a statement that reads the row beside its data).
 */
export function checkedActor(row: AccessRow | undefined, claims: SessionClaims): Actor {
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
  return preparedQuery(db, "actor_by_id", (name) => selectAccess(db, {}).where(callerRow).limit(1).prepare(name));
}

/** The caller's row of a statement that reads it (placeholder "id": the token's user id). */
const callerRow = eq(users.id, sql.placeholder("id"));

/** The access row (users left join companies) with more columns beside it: add joins and `.where(callerRow)`. */
function selectAccess<E extends SelectedFields>(db: DbOrTx, extra: E) {
  return db
    .select({ ...accessColumns, ...extra })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));
}
