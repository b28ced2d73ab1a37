import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ADMIN_NOT_FOUND, getAdminDetails, type AdminView } from "./admin-queries";
import { isStatusOnly } from "@/lib/forms/fields";
import { joinName } from "./names";
import { assertMayChangeUser } from "./manage-rules";
import { adminStatusSchema, PERSON_DETAIL_KEYS, updateAdminDetailsSchema } from "./schemas";
import { setUserActive } from "./set-user-active";
import { assertUserEmailFree, rethrowEmailTaken } from "./user-email";

/** PUT admin/update-admin-details: the details, or (id + active_status only) the active switch. */
export async function updateAdmin(db: Db, actor: Actor, input: unknown): Promise<AdminView> {
  if (isStatusOnly(input, "active_status", PERSON_DETAIL_KEYS)) {
    const { id, active_status: active } = parseOrThrow(adminStatusSchema, input);
    assertMayChangeUser(actor, await loadStaff(db, id), { deactivate: !active });
    await setUserActive(db, { userId: id, roles: STAFF_ROLES, active });
    return getAdminDetails(db, actor, id);
  }
  const form = parseOrThrow(updateAdminDetailsSchema, input);
  assertMayChangeUser(actor, await loadStaff(db, form.id));
  if (form.email) await assertUserEmailFree(db, form.email, form.id);
  await db
    .update(users)
    .set({
      firstName: form.first_name,
      lastName: form.last_name,
      username: joinName(form.first_name, form.last_name),
      phoneNumber: form.phone_number,
      ...(form.email && { email: form.email }),
    })
    .where(and(eq(users.id, form.id), inArray(users.role, [...STAFF_ROLES])))
    .catch(rethrowEmailTaken);
  return getAdminDetails(db, actor, form.id);
}

async function loadStaff(db: Db, id: number) {
  const [target] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
    .limit(1);
  if (!target) throw notFound(ADMIN_NOT_FOUND);
  return target;
}
