/** The session cookie (set by next-auth, read by the guard and the proxy). */
export const SESSION_COOKIE = "vtj.session";
