import type { DbOrTx } from "@/db/client";
import { companies } from "@/db/schema";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { refusingTakenName } from "./company-name";
import { getCompanyDetails, type CompanyView } from "./company-queries";
import { companyFormSchema } from "./schemas";

/** POST admin/create-company; a name another company has (any case) is refused. */
export async function createCompany(db: DbOrTx, actor: Actor, input: unknown): Promise<CompanyView> {
  const form = parseOrThrow(companyFormSchema, input);
  const [company] = await refusingTakenName(() =>
    db
      .insert(companies)
      .values({
        name: form.company_name,
        address: form.address,
        email: form.email,
        contactPersonName: form.contact_person_name,
        contactPersonPhone: form.contact_person_phone,
        createdBy: actor.id,
      })
      .returning({ id: companies.id }),
  );
  return getCompanyDetails(db, actor, company!.id);
}
