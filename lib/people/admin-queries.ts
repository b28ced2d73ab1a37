import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { containsPattern, offsetOf, type PageQuery, type Paged } from "@/lib/api/pagination";
import { STAFF_ROLES, type Role } from "@/lib/auth/roles";
import { withActiveStatus, type ActiveStatus } from "@/lib/forms/fields";
import { assertSuperadmin, type Actor } from "@/lib/auth/actor";

/** SPEC.md §3 "Admin", plus first/last name for the edit form and the last login. */
export type AdminView = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  active_status: ActiveStatus;
  role: Role;
  created_by: number | null;
  created_by_name: string | null;
  last_login: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const creator = alias(users, "creator");

const adminColumns = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone_number: users.phoneNumber,
  active: users.active,
  role: users.role,
  created_by: users.createdBy,
  created_by_name: creator.username,
  last_login: users.lastLogin,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const isStaff = inArray(users.role, [...STAFF_ROLES]);

/** The admin list: admins and superadmins, newest first, searched by name, e-mail or phone. */
export async function listAdmins(db: DbOrTx, actor: Actor, query: PageQuery): Promise<Paged<AdminView>> {
  assertSuperadmin(actor);
  const conditions: SQL[] = [isStaff];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.phoneNumber, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .leftJoin(creator, eq(creator.id, users.createdBy))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(withActiveStatus), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export const ADMIN_NOT_FOUND = "Admin not found.";

/** One admin or superadmin; 404 for any other id. */
export async function getAdminDetails(db: DbOrTx, actor: Actor, id: number): Promise<AdminView> {
  assertSuperadmin(actor);
  const [row] = await db
    .select(adminColumns)
    .from(users)
    .leftJoin(creator, eq(creator.id, users.createdBy))
    .where(and(eq(users.id, id), isStaff))
    .limit(1);
  if (!row) throw notFound(ADMIN_NOT_FOUND);
  return withActiveStatus(row);
}
