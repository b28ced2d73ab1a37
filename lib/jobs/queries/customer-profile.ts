import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, users } from "@/db/schema";
import { forbidden, notFound } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";

/** GET customer/get-customer-profile-details: what the job wizard shows read-only. */
export async function getCustomerProfile(db: DbOrTx, actor: Actor) {
  if (actor.role !== "customer") throw forbidden();
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone_number: users.phoneNumber,
      company_id: companies.id,
      company_name: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, actor.id));
  if (!row) throw notFound();
  return row;
}
