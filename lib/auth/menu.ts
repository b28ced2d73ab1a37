/** SPEC.md §2 "Shell": the sidebar of each role, as data. Pure module. */
import { isUnderPath, type Role } from "./roles";

export type MenuItem = { path: string; label: string; roles: readonly Role[] };

/** SPEC.md §2 "Shell": the sidebar, in display order. */
export const MENU: readonly MenuItem[] = [
  { path: "/dashboard", label: "Dashboard", roles: ["admin", "superadmin", "customer"] },
  { path: "/admin", label: "Admin", roles: ["superadmin"] },
  { path: "/company", label: "Users", roles: ["admin", "superadmin"] },
  { path: "/jobs", label: "Jobs", roles: ["customer"] },
  { path: "/admin-jobs", label: "Jobs", roles: ["admin", "superadmin"] },
  { path: "/drivers", label: "Drivers", roles: ["admin", "superadmin"] },
  { path: "/dispatch", label: "Dispatch", roles: ["admin", "superadmin"] },
  { path: "/invoices", label: "Invoices", roles: ["admin", "superadmin"] },
  { path: "/setting", label: "Settings", roles: ["admin", "superadmin", "customer"] },
  { path: "/completed-jobs", label: "Completed Jobs", roles: ["customer"] },
  { path: "/my-invoices", label: "Invoices", roles: ["customer"] },
];

export function menuFor(role: Role): MenuItem[] {
  return MENU.filter((item) => item.roles.includes(role));
}

/**
 * SPEC.md: "A menu item is active when the current path starts with its path."
 * Taken at a path-segment boundary, so /admin is not active on /admin-jobs.
 */
export function isMenuItemActive(itemPath: string, currentPath: string): boolean {
  return isUnderPath(itemPath, currentPath);
}
