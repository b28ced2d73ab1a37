import { z } from "zod";
import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { addAdmin } from "@/lib/people/add-admin";
import { PEOPLE_MESSAGES } from "@/lib/people/messages";

// POST /api/v1/admin/add-admin — a superadmin adds an admin, who is mailed an invitation.
export const POST = withAuth({ roles: ["superadmin"] }, async ({ req, actor }) => {
  const admin = await addAdmin(await getDb(), actor, await readBody(req, z.unknown()));
  return ok(admin, { message: PEOPLE_MESSAGES.adminAdded, status: 201 });
});
