import { expect } from "vitest";
import { POST as login } from "@/app/api/v1/login/route";
import { PUT as setPassword } from "@/app/api/v1/set-password/route";
import type { DbOrTx } from "@/db/client";
import type { NewUser } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { decodeTokenPayload } from "@/lib/auth/session-token";
import { createUser, PASSWORD } from "../helpers/factories";
import { call, type CallOptions } from "../helpers/http";
import { firstLink, lastMailTo } from "../helpers/mail";

type Handler = Parameters<typeof call>[0];

/** A bearer token from POST /login. */
export async function loginToken(email: string, password = PASSWORD): Promise<string> {
  const res = await call<string>(login, { body: { email, password } });
  expect(res.status, `login of ${email}: ${res.body?.message}`).toBe(200);
  return res.body.data;
}

/** A new user of the role and a token for it. */
export async function signIn(db: DbOrTx, role: Role, values: Partial<NewUser> = {}) {
  const user = await createUser(db, role, values);
  return { user, token: await loginToken(user.email) };
}

export type Tokens = Record<Role, string>;

export async function tokensForEveryRole(db: DbOrTx): Promise<Tokens> {
  const [customer, admin, superadmin] = await Promise.all([signIn(db, "customer"), signIn(db, "admin"), signIn(db, "superadmin")]);
  return { customer: customer.token, admin: admin.token, superadmin: superadmin.token };
}

/**
 * The authorization matrix of one call: anonymous is 401, a role outside `allowed` is 403,
 * and an allowed role gets past the guard (whatever its input then earns).
 */
export async function expectAccess(handler: Handler, request: CallOptions, allowed: readonly Role[], tokens: Tokens) {
  const anonymous = await call(handler, request);
  expect(anonymous.status, "anonymous").toBe(401);
  for (const role of ["customer", "admin", "superadmin"] as const) {
    const res = await call(handler, { ...request, token: tokens[role] });
    if (allowed.includes(role)) expect([401, 403], `${role} should be allowed`).not.toContain(res.status);
    else expect(res.status, `${role} should be refused`).toBe(403);
  }
}

/** Follows the invitation mail's link: sets a password through PUT /set-password and signs in. */
export async function acceptInvitation(email: string, password = "Welcome@2024") {
  const mail = await lastMailTo(email);
  expect(mail, `an invitation to ${email}`).toBeDefined();
  expect(mail!.subject).toBe("You're invited to Vehicle Transport Jobs");
  const link = firstLink(mail!);
  expect(link.pathname).toBe("/set-password");
  const token = link.searchParams.get("token")!;
  const payload = decodeTokenPayload(token)!;
  const res = await call(setPassword, {
    method: "PUT",
    body: { token, email: payload.email, userId: payload.id, password },
  });
  expect(res.status, res.body?.message).toBe(200);
  return loginToken(email, password);
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
