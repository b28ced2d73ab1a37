import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { isStatusOnly } from "@/lib/forms/fields";
import { refusingTakenName } from "./company-name";
import { COMPANY_NOT_FOUND, getCompanyDetails, type CompanyView } from "./company-queries";
import { COMPANY_DETAIL_KEYS, companyStatusSchema, updateCompanyDetailsSchema } from "./schemas";

/** PUT admin/update-company-details: the details, or (companyId + active_status only) the active switch. */
export async function updateCompany(db: Db, actor: Actor, input: unknown): Promise<CompanyView> {
  if (isStatusOnly(input, "active_status", COMPANY_DETAIL_KEYS)) return setCompanyActive(db, actor, input);
  const form = parseOrThrow(updateCompanyDetailsSchema, input);
  const rows = await refusingTakenName(() =>
    db
      .update(companies)
      .set({
        name: form.company_name,
        address: form.address,
        email: form.email,
        contactPersonName: form.contact_person_name,
        contactPersonPhone: form.contact_person_phone,
      })
      .where(eq(companies.id, form.companyId))
      .returning({ id: companies.id }),
  );
  if (rows.length === 0) throw notFound(COMPANY_NOT_FOUND);
  return getCompanyDetails(db, actor, form.companyId);
}

/**
 * The guard refuses an inactive company's customers on every call. Deactivation also bumps
 * their session versions, so reactivating the company does not revive old tokens.
 */
async function setCompanyActive(db: Db, actor: Actor, input: unknown): Promise<CompanyView> {
  const { companyId, active_status: active } = parseOrThrow(companyStatusSchema, input);
  await db.transaction(async (tx) => {
    const rows = await tx.update(companies).set({ active }).where(eq(companies.id, companyId)).returning({ id: companies.id });
    if (rows.length === 0) throw notFound(COMPANY_NOT_FOUND);
    if (!active) {
      await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`${users.updatedAt}` })
        .where(and(eq(users.companyId, companyId), eq(users.role, "customer")));
    }
  });
  return getCompanyDetails(db, actor, companyId);
}
