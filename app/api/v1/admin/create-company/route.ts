import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { createCompany } from "@/lib/companies/create-company";
import { COMPANY_MESSAGES } from "@/lib/companies/messages";

// POST /api/v1/admin/create-company — company_name, address, contact_person_name, contact_person_phone, email.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const company = await createCompany(await getDb(), actor, await readBody(req, z.unknown()));
  return ok(company, { message: COMPANY_MESSAGES.added, status: 201 });
});
