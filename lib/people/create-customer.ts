import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { fieldError, notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import { getCustomerDetails, type CustomerView } from "./customer-queries";
import { joinName } from "./fields";
import { prepareInvitation, sendInvitation } from "./invite-user";
import { createCustomerSchema } from "./schemas";
import { assertUserEmailFree, rethrowEmailTaken } from "./user-email";

export const COMPANY_INACTIVE = "This company is inactive. Activate it before adding users.";

/** Staff add a customer user to an existing, active company; the user gets an invitation mail. */
export async function createCustomer(db: Db, actor: Actor, input: unknown): Promise<CustomerView> {
  const form = parseOrThrow(createCustomerSchema, input);
  const [company] = await db
    .select({ id: companies.id, active: companies.active })
    .from(companies)
    .where(eq(companies.id, form.companyId));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  if (!company.active) throw fieldError("companyId", COMPANY_INACTIVE);
  await assertUserEmailFree(db, form.email);
  const { id, mail } = await db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: form.first_name,
          lastName: form.last_name,
          username: joinName(form.first_name, form.last_name),
          email: form.email,
          phoneNumber: form.phone_number,
          role: "customer",
          companyId: company.id,
          createdBy: actor.id,
        })
        .returning({ id: users.id, email: users.email, username: users.username });
      return { id: user!.id, mail: await prepareInvitation(tx, user!, "Customer") };
    })
    .catch(rethrowEmailTaken);
  await sendInvitation(mail);
  return getCustomerDetails(db, id);
}
