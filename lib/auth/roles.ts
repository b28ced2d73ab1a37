/** The roles of SPEC.md §3 and which pages each may open, as data. Pure module. (The sidebar: menu.ts.) */
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

/** Whether a path is the prefix or below it, at a segment boundary (/admin is not above /admin-jobs). */
export function isUnderPath(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
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
  { prefix: "/setting/messages", roles: STAFF_ROLES },
  { prefix: "/setting/webhooks", roles: STAFF_ROLES },
  { prefix: "/setting/rates", roles: STAFF_ROLES },
  { prefix: "/setting", roles: EVERYONE },
  { prefix: ACCESS_DENIED_PATH, roles: EVERYONE },
  { prefix: "/admin-jobs", roles: STAFF_ROLES },
  { prefix: "/admin", roles: ["superadmin"] },
  { prefix: "/company", roles: STAFF_ROLES },
  { prefix: "/drivers", roles: STAFF_ROLES },
  { prefix: "/dispatch", roles: STAFF_ROLES },
  { prefix: "/invoices", roles: STAFF_ROLES },
  { prefix: "/my-invoices", roles: ["customer"] },
  { prefix: "/jobs", roles: ["customer"] },
  { prefix: "/completed-jobs", roles: ["customer"] },
];

/** The rule of a path, or undefined for a path that is no page of the shell (Next answers 404). */
export function pageRuleOf(path: string) {
  return PAGE_ACCESS.find((r) => isUnderPath(r.prefix, path));
}

export function canOpenPage(role: Role, path: string): boolean {
  const rule = pageRuleOf(path);
  return rule ? rule.roles.includes(role) : true;
}
