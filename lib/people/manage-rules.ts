import type { Actor } from "@/lib/auth/actor";
import { forbidden } from "@/lib/api/errors";
import type { Role } from "@/lib/auth/roles";

export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";
export const CANNOT_CHANGE_SUPERADMIN = "Only a superadmin can change a superadmin.";

/** DECISIONS.md: nobody deactivates themselves, and an admin never changes a superadmin. */
export function assertMayChangeUser(actor: Actor, target: { id: number; role: Role }, change: { deactivate?: boolean } = {}): void {
  if (target.role === "superadmin" && actor.role !== "superadmin") throw forbidden(CANNOT_CHANGE_SUPERADMIN);
  if (change.deactivate && target.id === actor.id) throw forbidden(CANNOT_DEACTIVATE_SELF);
}
