import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { containsPattern, offsetOf, type PageQuery, type Paged } from "@/lib/api/pagination";
import { withActiveStatus, type ActiveStatus } from "@/lib/forms/fields";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/** SPEC.md §3 "Company". */
export type CompanyView = {
  id: number;
  name: string;
  address: string;
  email: string;
  contact_person_name: string;
  contact_person_phone: string;
  active_status: ActiveStatus;
  createdAt: Date;
  updatedAt: Date;
};

export const COMPANY_NOT_FOUND = "Company not found.";

const companyColumns = {
  id: companies.id,
  name: companies.name,
  address: companies.address,
  email: companies.email,
  contact_person_name: companies.contactPersonName,
  contact_person_phone: companies.contactPersonPhone,
  active: companies.active,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

/** The company list, newest first, searched by name, e-mail, POC name or POC phone. */
export async function listCompanies(db: DbOrTx, actor: Actor, query: PageQuery): Promise<Paged<CompanyView>> {
  assertStaff(actor);
  const pattern = containsPattern(query.search);
  const where = query.search
    ? or(
        ilike(companies.name, pattern),
        ilike(companies.email, pattern),
        ilike(companies.contactPersonName, pattern),
        ilike(companies.contactPersonPhone, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(companyColumns)
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows: rows.map(withActiveStatus), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

export async function getCompanyDetails(db: DbOrTx, actor: Actor, id: number): Promise<CompanyView> {
  assertStaff(actor);
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return withActiveStatus(row);
}
