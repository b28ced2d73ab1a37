import { eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { companies, users } from "@/db/schema";
import { forbidden, unauthenticated } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { isStaff, type Role } from "./roles";
import { verifySessionToken, type SessionClaims } from "./session-token";

/** Who is asking: the verified identity every service and query is given. */
export type Actor = {
  id: number;
  role: Role;
  username: string;
  email: string;
  companyId: number | null;
};

/** Staff-only data and changes: an admin or a superadmin, else 403 (the route's roles say the same). */
export function assertStaff(actor: Actor): void {
  if (!isStaff(actor.role)) throw forbidden();
}

/** The admins' records: a superadmin only, else 403 (DECISIONS.md "Who sees what"). */
export function assertSuperadmin(actor: Actor): void {
  if (actor.role !== "superadmin") throw forbidden();
}

const ENDED = "Your session has ended. Please sign in again.";

/**
 * The caller of an API call (lib/api/handler.ts withAuth): the bearer token or the session
 * cookie, verified as next-auth verifies the cookie of a page, then checked against the user row.
 */
export async function actorFromToken(db: DbOrTx, token: string | null | undefined): Promise<Actor> {
  return actorOfClaims(db, await claimsOfToken(token));
}

/** A session token's verified claims (signature and expiry); 401 otherwise. Not yet a caller: see actorOfClaims. */
export async function claimsOfToken(token: string | null | undefined): Promise<SessionClaims> {
  if (!token) throw unauthenticated();
  const check = await verifySessionToken(token, env().AUTH_SECRET);
  if (!check.ok) throw unauthenticated(check.reason === "expired" ? ENDED : "Invalid token. Please sign in again.");
  return check.claims;
}

/**
 * The caller of verified claims, read from the user row on every request (one indexed read,
 * the only read of the caller's row): a deactivated user, an inactive company, a changed role or
 * a changed password (session version) ends the session at once. Pages (lib/auth/current.ts) and
 * API calls (actorFromToken) both come here; 401 otherwise.
 */
export async function actorOfClaims(db: DbOrTx, claims: SessionClaims): Promise<Actor> {
  const [row] = await actorQuery(db).execute({ id: claims.id });
  return checkedActor(row, claims);
}

/** The user's access row (accessColumns), or none when the user is gone. */
type AccessRow = {
  id: number;
  role: Role;
  username: string;
  email: string;
  active: boolean;
  sessionVersion: number;
  companyId: number | null;
  companyActive: boolean | null;
};

/** The one check every signed-in request passes: the user row read for it agrees with the token. */
export function checkedActor(row: AccessRow | undefined, claims: SessionClaims): Actor {
  if (!row || !row.active || row.sessionVersion !== claims.sv || row.role !== claims.role) throw unauthenticated(ENDED);
  if (row.role === "customer" && row.companyActive !== true) throw unauthenticated(ENDED);
  return { id: row.id, role: row.role, username: row.username, email: row.email, companyId: row.companyId };
}

/** What decides whether a user may have a session (users left join companies): sign-in and every request read it. */
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

/** The caller's row in a statement that reads it (placeholder "id": the token's user id). */
export const callerRow = eq(users.id, sql.placeholder("id"));

/**
 * The access row (users left join companies), with more columns beside it when a statement reads
 * the caller's row with its data (add joins, then `.where(callerRow)`); its rows go to checkedActor.
 */
export function selectAccess<E extends SelectedFields>(db: DbOrTx, extra: E = {} as E) {
  return db
    .select({ ...accessColumns, ...extra })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));
}

/** The caller's row, built once per database handle (prepared). */
function actorQuery(db: DbOrTx) {
  return preparedQuery(db, "actor_by_id", (name) => selectAccess(db).where(callerRow).limit(1).prepare(name));
}
