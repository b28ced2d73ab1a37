import { ROLE_TITLES, type Role } from "@/lib/auth/roles";

export type RoleOption = { value: Role; label: string };

/** GET /roles: the roles a form may offer the caller to give (admins are made by a superadmin only). */
const OFFERED: Record<Role, readonly Role[]> = {
  superadmin: ["admin", "customer"],
  admin: ["customer"],
  customer: [],
};

export function rolesOfferedTo(role: Role): RoleOption[] {
  return OFFERED[role].map((value) => ({ value, label: ROLE_TITLES[value] }));
}
