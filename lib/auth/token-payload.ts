/**
 * The payload of a JWT, read without checking its signature: for the screens (the set-password
 * link shows whose account it is; the server verifies the token). Pure, no jose or zod, so the
 * browser can use it. lib/auth/session-token.ts re-exports it.
 */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const json = new TextDecoder().decode(bytes);
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** SPEC §5: whose account a set-password link is for (e-mail and id), or null for a broken link. */
export function linkClaims(token: string): { email: string; id: number } | null {
  const payload = token ? decodeTokenPayload(token) : null;
  const email = payload?.email;
  const id = Number(payload?.id);
  if (typeof email !== "string" || email.trim() === "" || !Number.isInteger(id) || id <= 0) return null;
  return { email, id };
}
