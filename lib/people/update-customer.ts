import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { CUSTOMER_NOT_FOUND, getCustomerDetails, type CustomerView } from "./customer-queries";
import { joinName } from "./names";
import { assertMayChangeUser } from "./manage-rules";
import { customerStatusSchema, updateCustomerDetailsSchema } from "./schemas";
import { setUserActive } from "./set-user-active";
import { assertUserEmailFree, rethrowEmailTaken } from "./user-email";

/** PUT admin/update-customer-details: name, phone and (when given) e-mail of a customer user. */
export async function updateCustomerDetails(db: Db, actor: Actor, input: unknown): Promise<CustomerView> {
  const form = parseOrThrow(updateCustomerDetailsSchema, input);
  await getCustomerDetails(db, actor, form.customerId);
  if (form.email) await assertUserEmailFree(db, form.email, form.customerId);
  await db
    .update(users)
    .set({
      firstName: form.first_name,
      lastName: form.last_name,
      username: joinName(form.first_name, form.last_name),
      phoneNumber: form.phone_number,
      ...(form.email && { email: form.email }),
    })
    .where(and(eq(users.id, form.customerId), eq(users.role, "customer")))
    .catch(rethrowEmailTaken);
  return getCustomerDetails(db, actor, form.customerId);
}

/** PUT admin/update-customer-status: the customer's active switch; deactivation ends its sessions. */
export async function updateCustomerStatus(db: Db, actor: Actor, input: unknown): Promise<CustomerView> {
  const { customerId, is_active: active } = parseOrThrow(customerStatusSchema, input);
  const target = await getCustomerDetails(db, actor, customerId);
  assertMayChangeUser(actor, target, { deactivate: !active });
  const changed = await setUserActive(db, { userId: customerId, roles: ["customer"], active });
  if (!changed) throw notFound(CUSTOMER_NOT_FOUND);
  return getCustomerDetails(db, actor, customerId);
}
