import type { Db } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getAdminDetails, type AdminView } from "./admin-queries";
import { createInvitedUser } from "./invite-user";
import { addAdminSchema } from "./schemas";

/** A superadmin adds an admin; the admin chooses a password from the invitation mail. */
export async function addAdmin(db: Db, actor: Actor, input: unknown): Promise<AdminView> {
  const form = parseOrThrow(addAdminSchema, input);
  const id = await createInvitedUser(db, { form, role: "admin", createdBy: actor.id });
  return getAdminDetails(db, actor, id);
}
