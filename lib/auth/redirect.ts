/** SPEC.md §2: after login the user goes to the stored path, /dashboard by default. */
export const DEFAULT_AFTER_LOGIN = "/dashboard";

/** Only a same-origin path is followed (no open redirect through ?next=). */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (value === "/login" || value.startsWith("/login?") || value.startsWith("/api/")) return DEFAULT_AFTER_LOGIN;
  return value;
}

/** Pages anyone may open: the sign-in screens, the driver's link pages and the BOL check. */
const PUBLIC_PREFIXES = [
  "/login",
  "/forgot-password",
  "/set-password",
  "/ride-details/",
  "/ride-detail/",
  "/start-pickup/",
  "/trip-starts/",
  "/upload-documents/",
  "/end-pickup/",
  "/delivery-completed/",
  "/verify/",
  "/track/",
  "/unsubscribe",
];

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((p) => (p.endsWith("/") ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`)));
}
