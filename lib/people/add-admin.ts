import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getAdminDetails, type AdminView } from "./admin-queries";
import { joinName } from "./fields";
import { prepareInvitation, sendInvitation } from "./invite-user";
import { addAdminSchema } from "./schemas";
import { assertUserEmailFree, rethrowEmailTaken } from "./user-email";

/** A superadmin adds an admin; the admin chooses a password from the invitation mail. */
export async function addAdmin(db: Db, actor: Actor, input: unknown): Promise<AdminView> {
  const form = parseOrThrow(addAdminSchema, input);
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
          role: "admin",
          createdBy: actor.id,
        })
        .returning({ id: users.id, email: users.email, username: users.username });
      return { id: user!.id, mail: await prepareInvitation(tx, user!, "Admin") };
    })
    .catch(rethrowEmailTaken);
  await sendInvitation(mail);
  return getAdminDetails(db, id);
}
