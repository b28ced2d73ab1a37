import type { ReactNode } from "react";
import { STAFF_ROLES, type Role } from "@/lib/auth/roles";
import { AccessDenied } from "./access-denied";
import { currentActor } from "./current-actor";

/** The audiences of the route groups under app/(app) (STYLE.md "Layout"; SPEC.md §6). */
export const STAFF_ONLY: readonly Role[] = STAFF_ROLES;
export const SUPERADMIN_ONLY: readonly Role[] = ["superadmin"];
export const CUSTOMER_ONLY: readonly Role[] = ["customer"];

/** A route-group layout's guard: the Access denied panel instead of the children. */
export async function RoleGuard({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const actor = await currentActor();
  return roles.includes(actor.role) ? children : <AccessDenied />;
}

/**
 * The page-side twin. Next renders a page alongside (not inside) its layouts and streams the
 * page's output even when the layout drops `children`, so a guarded page checks too and
 * renders nothing for a refused role (the layout shows the panel).
 */
export async function isRefused(roles: readonly Role[]): Promise<boolean> {
  const actor = await currentActor();
  return !roles.includes(actor.role);
}
