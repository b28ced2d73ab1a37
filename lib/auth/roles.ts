/** The roles of SPEC.md §3 and the sidebar of §2, as data. Pure module. */
export const ROLES = ["customer", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["admin", "superadmin"] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isStaff(role: Role): boolean {
  return role === "admin" || role === "superadmin";
}

export const ROLE_TITLES: Record<Role, string> = {
  customer: "Customer",
  admin: "Admin",
  superadmin: "Super Admin",
};

export type MenuItem = { path: string; label: string; roles: readonly Role[] };

/** SPEC.md §2 "Shell": the sidebar, in display order. */
export const MENU: readonly MenuItem[] = [
  { path: "/dashboard", label: "Dashboard", roles: ["admin", "superadmin", "customer"] },
  { path: "/admin", label: "Admin", roles: ["superadmin"] },
  { path: "/company", label: "Users", roles: ["admin", "superadmin"] },
  { path: "/jobs", label: "Jobs", roles: ["customer"] },
  { path: "/admin-jobs", label: "Jobs", roles: ["admin", "superadmin"] },
  { path: "/drivers", label: "Drivers", roles: ["admin", "superadmin"] },
  { path: "/setting", label: "Settings", roles: ["admin", "superadmin", "customer"] },
  { path: "/completed-jobs", label: "Completed Jobs", roles: ["customer"] },
];

export function menuFor(role: Role): MenuItem[] {
  return MENU.filter((item) => item.roles.includes(role));
}

/**
 * SPEC.md: "A menu item is active when the current path starts with its path."
 * Taken at a path-segment boundary, so /admin is not active on /admin-jobs.
 */
export function isMenuItemActive(itemPath: string, currentPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** Where proxy.ts sends a signed-in user whose role may not open the page asked for (answered 403). */
export const ACCESS_DENIED_PATH = "/access-denied";

const EVERYONE = ROLES;

/**
 * Which roles may open each signed-in page, by path prefix: the one page guard (proxy.ts). Every
 * page of app/(app) falls under a prefix here (tests/page-access.test.ts walks them all).
 */
export const PAGE_ACCESS: readonly { prefix: string; roles: readonly Role[] }[] = [
  { prefix: "/dashboard", roles: EVERYONE },
  // The first prefix that matches decides: a page before the folder that holds it.
  { prefix: "/setting/add-vehicle", roles: STAFF_ROLES },
  { prefix: "/setting", roles: EVERYONE },
  { prefix: ACCESS_DENIED_PATH, roles: EVERYONE },
  { prefix: "/admin-jobs", roles: STAFF_ROLES },
  { prefix: "/admin", roles: ["superadmin"] },
  { prefix: "/company", roles: STAFF_ROLES },
  { prefix: "/drivers", roles: STAFF_ROLES },
  { prefix: "/jobs", roles: ["customer"] },
  { prefix: "/completed-jobs", roles: ["customer"] },
];

/** The rule of a path, or undefined for a path that is no page of the shell (Next answers 404). */
export function pageRuleOf(path: string) {
  return PAGE_ACCESS.find((r) => isMenuItemActive(r.prefix, path));
}

export function canOpenPage(role: Role, path: string): boolean {
  const rule = pageRuleOf(path);
  return rule ? rule.roles.includes(role) : true;
}
