import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as me } from "@/app/api/v1/me/route";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { getCurrentActor } from "@/lib/auth/current";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { signSessionToken } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { proxy } from "@/proxy";
import { resetDatabase } from "./helpers/db";
import { createUser } from "./helpers/factories";
import { call } from "./helpers/http";

// One session path: pages, layouts and proxy.ts learn the caller from next-auth's auth() (the
// cookie), API calls from withAuth (the bearer token or the cookie). Both verify the token with
// verifySessionToken and check the user row with checkedActor, so they answer alike.

// next-auth's auth() reads the request's headers through next/headers: in Next that is the
// request being served, here the test's.
const incoming = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => incoming.headers }));

let db: Db;
beforeAll(async () => {
  db = await resetDatabase();
});

const secret = () => env().AUTH_SECRET;
const now = () => Math.floor(Date.now() / 1000);
const cookieOf = (token: string) => `other=1; ${SESSION_COOKIE}=${token}`;

/** The caller a page sees for this cookie (null: sent to /login). */
async function pageCaller(token: string) {
  incoming.headers = new Headers({ cookie: cookieOf(token) });
  return getCurrentActor();
}

/** The caller the API sees for this bearer token and for this cookie (null: 401). */
async function apiCallers(token: string) {
  const byBearer = await call(me, { token });
  const byCookie = await call(me, { headers: { cookie: cookieOf(token) } });
  const callerOf = (res: typeof byBearer) => (res.status === 200 ? res.body.data : (expect(res.status).toBe(401), null));
  return [callerOf(byBearer), callerOf(byCookie)];
}

async function proxyOf(url: string, token: string) {
  const request = new NextRequest(`http://localhost${url}`, { headers: { cookie: cookieOf(token) } });
  incoming.headers = request.headers;
  const response = await proxy(request);
  return { location: response.headers.get("location"), setCookie: response.headers.get("set-cookie") ?? "" };
}

describe("the session of a page and of an API call", () => {
  it("is the same caller, or none, for every token", async () => {
    const customer = await createUser(db, "customer");
    const admin = await createUser(db, "admin");
    const subject = (u: typeof customer, extra: { sv?: number; remember?: boolean } = {}) => ({
      id: u.id,
      role: u.role,
      username: u.username,
      email: u.email,
      companyId: u.companyId,
      sv: u.sessionVersion,
      ...extra,
    });
    const tokens: Record<string, string> = {
      "a customer's": await signSessionToken(subject(customer), secret()),
      "an admin's, remembered": await signSessionToken(subject(admin, { remember: true }), secret()),
      expired: await signSessionToken(subject(admin), secret(), now() - 2 * 86400),
      "signed with another secret": await signSessionToken(subject(admin), "another-secret-another-secret-0123456789"),
      "of an older session version": await signSessionToken(subject(admin, { sv: admin.sessionVersion + 1 }), secret()),
      "of a user who is gone": await signSessionToken({ ...subject(admin), id: 2_000_000_000 }, secret()),
      "not a token": "garbage",
    };
    const seen: Record<string, unknown> = {};
    for (const [name, token] of Object.entries(tokens)) {
      const page = await pageCaller(token);
      expect(await apiCallers(token), name).toEqual([page, page]);
      seen[name] = page?.id ?? null;
    }
    expect(seen).toEqual({
      "a customer's": customer.id,
      "an admin's, remembered": admin.id,
      expired: null,
      "signed with another secret": null,
      "of an older session version": null,
      "of a user who is gone": null,
      "not a token": null,
    });
  });

  it("ends at once for both when the user is deactivated, the company is, or the password changes", async () => {
    const user = await createUser(db, "customer");
    const subject = { id: user.id, role: user.role, username: user.username, email: user.email, companyId: user.companyId, sv: 0 };
    const token = await signSessionToken(subject, secret());
    const both = async () => [await pageCaller(token), ...(await apiCallers(token))].map((caller) => caller !== null);
    expect(await both()).toEqual([true, true, true]);
    await db.update(companies).set({ active: false }).where(eq(companies.id, user.companyId!));
    expect(await both()).toEqual([false, false, false]);
    await db.update(companies).set({ active: true }).where(eq(companies.id, user.companyId!));
    expect(await both()).toEqual([true, true, true]);
    await db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await both()).toEqual([false, false, false]);
    await db
      .update(users)
      .set({ active: true, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id));
    expect(await both()).toEqual([false, false, false]);
  });
});

describe("proxy.ts with a session cookie", () => {
  it("sends a live session from /login to the dashboard, and keeps an ended one there with its cookie cleared", async () => {
    const user = await createUser(db, "admin");
    const subject = { id: user.id, role: user.role, username: user.username, email: user.email, companyId: null, sv: 0 };
    const token = await signSessionToken(subject, secret());
    expect(await proxyOf("/login", token)).toEqual({ location: "http://localhost/dashboard", setCookie: "" });
    await db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const ended = await proxyOf("/login", token);
    expect(ended.location).toBeNull();
    expect(ended.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace(".", "\\.")}=;`));
  });

  it("sends an expired or forged session to /login and back, clearing its cookie, and never renews a live one", async () => {
    const subject = { id: 1, role: "admin" as const, username: "Someone", email: "someone@example.com", companyId: null, sv: 0 };
    for (const token of [
      await signSessionToken(subject, secret(), now() - 2 * 86400),
      await signSessionToken(subject, "another-secret-another-secret-0123456789"),
    ]) {
      const answer = await proxyOf("/admin-jobs?tab=all", token);
      expect(answer.location).toBe("http://localhost/login?next=%2Fadmin-jobs%3Ftab%3Dall");
      expect(answer.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace(".", "\\.")}=;`));
    }
    const live = await proxyOf("/admin-jobs", await signSessionToken(subject, secret()));
    expect(live).toEqual({ location: null, setCookie: "" });
  });
});
