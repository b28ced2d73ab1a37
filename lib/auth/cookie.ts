/** The session cookie: set, read and cleared by next-auth; the API guard reads it too, beside the bearer token. */
export const SESSION_COOKIE = "vtj.session";
