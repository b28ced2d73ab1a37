import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { updateCompany } from "@/lib/companies/update-company";
import { COMPANY_MESSAGES } from "@/lib/companies/messages";

// PUT /api/v1/admin/update-company-details — companyId and the details, or companyId + active_status.
export const PUT = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  const company = await updateCompany(await getDb(), actor, await readBody(req, z.unknown()));
  return ok(company, { message: COMPANY_MESSAGES.updated });
});
