import { env } from "@/lib/env";

/** The session cookie: set, read and cleared by next-auth; the API guard reads it too, beside the bearer token. */
export const SESSION_COOKIE = "vtj.session";

/** Secure cookies whenever the app is served over HTTPS (every production deployment). */
export function isSecureCookie(): boolean {
  return env().APP_URL.startsWith("https://");
}
