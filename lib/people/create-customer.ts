import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { fieldError, notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import { getCustomerDetails, type CustomerView } from "./customer-queries";
import { createInvitedUser } from "./invite-user";
import { createCustomerSchema } from "./schemas";

export const COMPANY_INACTIVE = "This company is inactive. Activate it before adding users.";

/** Staff add a customer user to an existing, active company; the user gets an invitation mail. */
export async function createCustomer(db: Db, actor: Actor, input: unknown): Promise<CustomerView> {
  const form = parseOrThrow(createCustomerSchema, input);
  const [company] = await db.select({ id: companies.id, active: companies.active }).from(companies).where(eq(companies.id, form.companyId));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  if (!company.active) throw fieldError("companyId", COMPANY_INACTIVE);
  const id = await createInvitedUser(db, { form, role: "customer", companyId: company.id, createdBy: actor.id });
  return getCustomerDetails(db, actor, id);
}
