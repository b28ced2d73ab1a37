import { eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as forgetPassword } from "@/app/api/v1/forget-password/route";
import { POST as login } from "@/app/api/v1/login/route";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { GET as completedJobs } from "@/app/api/v1/customer/completed-jobs/route";
import { GET as customerJobs } from "@/app/api/v1/customer/get-all-jobs-by-status/route";
import { GET as jobsOverview } from "@/app/api/v1/jobs-overview/route";
import { GET as me } from "@/app/api/v1/me/route";
import { PUT as resetPassword } from "@/app/api/v1/reset-password/route";
import { PUT as setPassword } from "@/app/api/v1/set-password/route";
import type { Db } from "@/db/client";
import { companies, users } from "@/db/schema";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { decodeTokenPayload, signSessionToken } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { resetDatabase } from "./helpers/db";
import { createCompany, createUser, PASSWORD } from "./helpers/factories";
import { call } from "./helpers/http";
import { firstLink, lastMailTo, mailFrom } from "./helpers/mail";

let db: Db;
beforeAll(async () => {
  db = await resetDatabase();
});
afterEach(() => {
  vi.useRealTimers();
});

async function tokenFor(email: string, password = PASSWORD) {
  const res = await call<string>(login, { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("POST /api/v1/login", () => {
  it.each(["customer", "admin", "superadmin"] as const)("signs in a %s and answers the bearer token", async (role) => {
    const user = await createUser(db, role);
    const res = await call<string>(login, { body: { email: user.email.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Login successful" });
    const payload = decodeTokenPayload(res.body.data)!;
    expect(payload).toMatchObject({ id: user.id, role, username: user.username });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    const [row] = await db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, user.id));
    expect(row!.lastLogin).toBeInstanceOf(Date);
  });

  it("refuses a wrong password and an unknown e-mail with the same answer", async () => {
    const user = await createUser(db, "admin");
    const wrong = await call(login, { body: { email: user.email, password: "Wrong@1234" } });
    const unknown = await call(login, { body: { email: "nobody@example.com", password: "Wrong@1234" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password.");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("asks for both fields", async () => {
    const res = await call(login, { body: { email: "", password: "" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors?.email).toEqual(["Please enter both email and password."]);
    expect((await call(login, { body: "not json" })).status).toBe(400);
  });

  it("refuses an inactive user and an inactive company's customer", async () => {
    const inactive = await createUser(db, "admin", { active: false });
    const res = await call(login, { body: { email: inactive.email, password: PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your account is inactive. Please contact your administrator.");
    const company = await createCompany(db, { active: false });
    const customer = await createUser(db, "customer", { companyId: company.id });
    const refused = await call(login, { body: { email: customer.email, password: PASSWORD } });
    expect(refused.status).toBe(403);
  });

  it("answers 429 after too many failed attempts for one e-mail", async () => {
    const user = await createUser(db, "customer");
    for (let i = 0; i < 10; i++) {
      expect((await call(login, { body: { email: user.email, password: "Wrong@1234" } })).status).toBe(401);
    }
    const limited = await call(login, { body: { email: user.email, password: PASSWORD } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the guard", () => {
  it("answers 401 without a token, with a bad one, and with an expired one", async () => {
    expect((await call(me)).status).toBe(401);
    expect((await call(me, { token: "garbage" })).status).toBe(401);
    const user = await createUser(db, "admin");
    const forged = await new SignJWT({ id: user.id, role: "superadmin", username: "x", email: user.email, companyId: null, sv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-0123456789"));
    expect((await call(me, { token: forged })).status).toBe(401);
    const subject = { id: user.id, role: user.role, username: user.username, email: user.email, companyId: null, sv: 0 };
    const expired = await signSessionToken(subject, env().AUTH_SECRET, Math.floor(Date.now() / 1000) - 2 * 86400);
    const res = await call(me, { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it("accepts the session cookie as well as the bearer header", async () => {
    const user = await createUser(db, "customer");
    const token = await tokenFor(user.email);
    const res = await call(me, { headers: { cookie: `other=1; vtj.session=${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, role: "customer", companyId: user.companyId });
  });

  // Every signed-in call takes the one guard (withAuth: the user row, then the call).
  it.each([
    ["me", me],
    ["jobs-overview", jobsOverview],
    ["customer/get-all-jobs-by-status", customerJobs],
    ["customer/completed-jobs", completedJobs],
  ] as const)(
    "%s: ends a session at once when the user is deactivated, the company is, the password changes or the role does",
    async (_name, route) => {
      const user = await createUser(db, "customer");
      const token = await tokenFor(user.email);
      expect((await call(route, { token })).status).toBe(200);
      await db.update(companies).set({ active: false }).where(eq(companies.id, user.companyId!));
      expect((await call(route, { token })).status).toBe(401);
      await db.update(companies).set({ active: true }).where(eq(companies.id, user.companyId!));
      expect((await call(route, { token })).status).toBe(200);
      await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, user.id));
      const ended = await call(route, { token });
      expect(ended.status).toBe(401);
      expect(ended.body).toEqual({ success: false, message: "Your session has ended. Please sign in again." });
      const fresh = await tokenFor(user.email);
      expect((await call(route, { token: fresh })).status).toBe(200);
      await db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
      expect((await call(route, { token: fresh })).status).toBe(401);
      await db.update(users).set({ role: "customer", active: false }).where(eq(users.id, user.id));
      expect((await call(route, { token: fresh })).status).toBe(401);
    },
  );

  it.each([
    ["me", me],
    ["jobs-overview", jobsOverview],
    ["admin/get-all-jobs-by-status", adminJobs],
  ] as const)("%s: 401 for a token of a user who is gone, a forged one, or none", async (_name, route) => {
    const user = await createUser(db, "admin");
    const subject = { id: 2_000_000_000, role: user.role, username: user.username, email: user.email, companyId: null, sv: 0 };
    const gone = await signSessionToken(subject, env().AUTH_SECRET);
    expect((await call(route, { token: gone })).body).toEqual({ success: false, message: "Your session has ended. Please sign in again." });
    const forged = await signSessionToken({ ...subject, id: user.id }, "another-secret-another-secret-0123456789");
    expect((await call(route, { token: forged })).status).toBe(401);
    expect((await call(route, {})).status).toBe(401);
  });

  it("answers 401 before 403 and 400: an ended session on a call its role may not make, or with a bad query", async () => {
    const user = await createUser(db, "customer");
    const token = await tokenFor(user.email);
    expect((await call(adminJobs, { token })).status).toBe(403);
    expect((await call(customerJobs, { token, query: { page: "x" } })).status).toBe(400);
    await db.update(users).set({ active: false }).where(eq(users.id, user.id));
    for (const [route, query] of [
      [adminJobs, {}],
      [customerJobs, { page: "x" }],
      [customerJobs, { tabName: "nope" }],
      [customerJobs, { search: "abc" }],
    ] as const) {
      expect((await call(route, { token, query })).body).toEqual({
        success: false,
        message: "Your session has ended. Please sign in again.",
      });
    }
  });

  it("answers 403 to a role the route does not allow", async () => {
    const adminsOnly = withAuth({ roles: ["admin", "superadmin"] }, async ({ actor }) => ok(actor.id));
    const customer = await createUser(db, "customer");
    const admin = await createUser(db, "admin");
    expect((await call(adminsOnly, { token: await tokenFor(customer.email) })).status).toBe(403);
    expect((await call(adminsOnly, { token: await tokenFor(admin.email) })).status).toBe(200);
  });
});

describe("password reset", () => {
  async function resetLink(email: string) {
    const mail = await mailFrom(email, async () => expect((await call(forgetPassword, { body: { email } })).status).toBe(200));
    expect(mail?.subject).toBe("Reset your password");
    const link = firstLink(mail!);
    expect(link.pathname).toBe("/set-password");
    const token = link.searchParams.get("token")!;
    const payload = decodeTokenPayload(token)!;
    return { token, email: payload.email as string, userId: payload.id as number };
  }

  it("mails a single-use link that sets the password and ends older sessions", async () => {
    const user = await createUser(db, "admin");
    const oldSession = await tokenFor(user.email);
    const link = await resetLink(user.email);
    expect(link).toMatchObject({ email: user.email, userId: user.id });

    const weak = await call(setPassword, { method: "PUT", body: { ...link, password: "weakpass" } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password?.[0]).toBe(
      "Password must be at least 8 characters long, include one uppercase letter, and one special character.",
    );

    const done = await call(setPassword, { method: "PUT", body: { ...link, password: "NewSecret@9" } });
    expect(done.status).toBe(200);
    const again = await call(setPassword, { method: "PUT", body: { ...link, password: "Other@Secret9" } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This link has already been used. Please request a new one.");

    expect((await call(me, { token: oldSession })).status).toBe(401);
    await tokenFor(user.email, "NewSecret@9");
    expect((await call(login, { body: { email: user.email, password: PASSWORD } })).status).toBe(401);
  });

  it("refuses a link after an hour, and a token used with another user's id", async () => {
    const user = await createUser(db, "customer");
    const link = await resetLink(user.email);
    const other = await createUser(db, "customer");
    const swapped = await call(setPassword, { method: "PUT", body: { ...link, userId: other.id, password: "NewSecret@9" } });
    expect(swapped.body.message).toBe("Invalid reset token.");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const late = await call(setPassword, { method: "PUT", body: { ...link, password: "NewSecret@9" } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("This link has expired. Please request a new one.");
  });

  it("answers the same for an unknown e-mail, sends nothing, and limits requests", async () => {
    const res = await call(forgetPassword, { body: { email: "ghost@example.com" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      "A password reset email has been sent to the specified email address, if there is a user associated with it",
    );
    expect(await lastMailTo("ghost@example.com")).toBeUndefined();
    expect((await call(forgetPassword, { body: { email: "" } })).body.errors?.email).toEqual(["Please enter your email address."]);
    for (let i = 0; i < 4; i++) expect((await call(forgetPassword, { body: { email: "ghost@example.com" } })).status).toBe(200);
    expect((await call(forgetPassword, { body: { email: "ghost@example.com" } })).status).toBe(429);
  });

  it("lets a signed-in user change the password, which ends the session", async () => {
    const user = await createUser(db, "customer");
    const token = await tokenFor(user.email);
    const wrong = await call(resetPassword, { method: "PUT", token, body: { currentPassword: "Nope@1234", password: "Changed@123" } });
    expect(wrong.status).toBe(400);
    const done = await call(resetPassword, { method: "PUT", token, body: { currentPassword: PASSWORD, password: "Changed@123" } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Your password has been successfully updated");
    expect((await call(me, { token })).status).toBe(401);
    await tokenFor(user.email, "Changed@123");
  });
});

describe("migrations", () => {
  it("apply and record every migration file", async () => {
    const { readdirSync } = await import("node:fs");
    const files = readdirSync("db/migrations").filter((f) => f.endsWith(".sql"));
    const rows = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as { n: number }[];
    expect(list[0]!.n).toBe(files.length);
  });
});

describe("POST /api/v1/login with fields missing (issue 20 item 16)", () => {
  it("names every failing field", async () => {
    const res = await call(login, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: ["Please enter both email and password."],
      password: ["Please enter both email and password."],
    });
    const noPassword = await call(login, { body: { email: "someone@example.com" } });
    expect(Object.keys(noPassword.body.errors ?? {})).toEqual(["password"]);
  });
});
