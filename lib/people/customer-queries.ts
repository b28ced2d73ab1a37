import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { companies, users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import { containsPattern, offsetOf, type PageQuery, type Paged } from "@/lib/api/pagination";
import type { Role } from "@/lib/auth/roles";
import { withActiveStatus, type ActiveStatus } from "@/lib/forms/fields";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/**
 * SPEC.md §3 "Customer user". created_by is the creator's id; created_by_role says whether the
 * screen shows "Super Admin" or "Admin" (the spec's "1 means Super Admin").
 */
export type CustomerView = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: Role;
  last_login: Date | null;
  created_by: number | null;
  created_by_name: string | null;
  created_by_role: Role | null;
  active_status: ActiveStatus;
  companyId: number | null;
  company_name: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const CUSTOMER_NOT_FOUND = "Customer not found.";

const creator = alias(users, "creator");

const customerColumns = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone_number: users.phoneNumber,
  role: users.role,
  last_login: users.lastLogin,
  created_by: users.createdBy,
  created_by_name: creator.username,
  created_by_role: creator.role,
  active: users.active,
  companyId: users.companyId,
  company_name: companies.name,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

function selectCustomers(db: DbOrTx) {
  return db
    .select(customerColumns)
    .from(users)
    .leftJoin(creator, eq(creator.id, users.createdBy))
    .leftJoin(companies, eq(companies.id, users.companyId));
}

/** One customer user (any company: staff only); 404 for any other id. */
export async function getCustomerDetails(db: DbOrTx, actor: Actor, id: number): Promise<CustomerView> {
  assertStaff(actor);
  const [row] = await selectCustomers(db)
    .where(and(eq(users.id, id), eq(users.role, "customer")))
    .limit(1);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return withActiveStatus(row);
}

/** A company's customer users, newest first; 404 when the company does not exist. */
export async function listCompanyCustomers(
  db: DbOrTx,
  actor: Actor,
  query: PageQuery & { companyId: number },
): Promise<Paged<CustomerView>> {
  assertStaff(actor);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, query.companyId));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const conditions: SQL[] = [eq(users.companyId, query.companyId), eq(users.role, "customer")];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.phoneNumber, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectCustomers(db).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(withActiveStatus), total: total?.n ?? 0, page: query.page, limit: query.limit };
}
