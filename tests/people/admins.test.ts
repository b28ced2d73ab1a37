import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addAdmin } from "@/app/api/v1/admin/add-admin/route";
import { GET as getAdminDetails } from "@/app/api/v1/admin/get-admin-details/route";
import { GET as getAdmins } from "@/app/api/v1/admin/get-admins/route";
import { PUT as updateAdmin } from "@/app/api/v1/admin/update-admin-details/route";
import { POST as login } from "@/app/api/v1/login/route";
import { GET as roles } from "@/app/api/v1/roles/route";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { acceptInvitation, expectAccess, loginToken, signIn, tokensForEveryRole, type Tokens } from "./helpers";

type Admin = Record<string, unknown> & { id: number };

let db: Db;
let tokens: Tokens;
let superadmin: Awaited<ReturnType<typeof signIn>>;
let seq = 0;
const email = (name = "admin") => `${name}-${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
  superadmin = await signIn(db, "superadmin", { firstName: "Sue", lastName: "Perior", username: "Sue Perior" });
});

describe("POST /api/v1/admin/add-admin", () => {
  it("adds an admin from the username and answers the spec's fields", async () => {
    const address = email();
    const res = await call<Admin>(addAdmin, {
      token: superadmin.token,
      body: { username: "Jane  Mary Doe", email: address, phone_number: "2145550199" },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Added admin successfully!");
    expect(res.body.data).toMatchObject({
      username: "Jane Mary Doe",
      first_name: "Jane",
      last_name: "Mary Doe",
      email: address,
      phone_number: "2145550199",
      active_status: "active",
      role: "admin",
      created_by: superadmin.user.id,
      created_by_name: "Sue Perior",
    });
    expect(Date.parse(res.body.data.createdAt as string)).not.toBeNaN();
    expect(Date.parse(res.body.data.updatedAt as string)).not.toBeNaN();
    expect(res.body.data).not.toHaveProperty("passwordHash");
  });

  it("accepts first_name and last_name, and a last name is optional", async () => {
    const res = await call<Admin>(addAdmin, {
      token: superadmin.token,
      body: { first_name: "Solo", email: email(), phone_number: "12" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ username: "Solo", first_name: "Solo", last_name: "" });
  });

  it("mails an invitation whose link sets the password, after which login works", async () => {
    const address = email("invited");
    const res = await call<Admin>(addAdmin, {
      token: superadmin.token,
      body: { username: "Ivy Invited", email: address, phone_number: "2145550100" },
    });
    expect(res.status).toBe(201);
    // No password yet: nothing to log in with.
    expect((await call(login, { body: { email: address, password: "Password@123" } })).status).toBe(401);
    const token = await acceptInvitation(address);
    const me = await call<unknown[]>(getAdmins, { token });
    expect(me.status).toBe(403); // an admin, not a superadmin
  });

  it("names each missing field with the spec's words", async () => {
    const res = await call(addAdmin, { token: superadmin.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors).toEqual({
      first_name: ["First name is required."],
      email: ["Email is required."],
      phone_number: ["Phone number is required."],
    });
    const blankName = await call(addAdmin, { token: superadmin.token, body: { username: "   ", email: email(), phone_number: "1" } });
    expect(blankName.body.errors).toEqual({ first_name: ["First name is required."] });
  });

  it.each([
    ["an e-mail without a dot after the @", { email: "jane@example" }, "email", "Invalid email format."],
    ["an e-mail with a space", { email: "jane doe@example.com" }, "email", "Invalid email format."],
    ["a phone with a dash", { phone_number: "214-555" }, "phone_number", "Phone number must contain digits only, at most 15."],
    ["a phone of 16 digits", { phone_number: "1234567890123456" }, "phone_number", "Phone number must contain digits only, at most 15."],
  ])("refuses %s", async (_name, change, field, message) => {
    const body = { username: "Bad Input", email: email(), phone_number: "2145550100", ...change };
    const res = await call(addAdmin, { token: superadmin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toEqual([message]);
  });

  it("refuses an e-mail any user already has, whatever its case", async () => {
    const customer = await createUser(db, "customer");
    const res = await call(addAdmin, {
      token: superadmin.token,
      body: { username: "Dup Licate", email: customer.email.toUpperCase(), phone_number: "1" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A user with this e-mail already exists.");
  });

  it("lets only one of two simultaneous requests with the same e-mail win", async () => {
    const address = email("race");
    const body = { username: "Race Twin", email: address, phone_number: "1" };
    const results = await Promise.all([
      call(addAdmin, { token: superadmin.token, body }),
      call(addAdmin, { token: superadmin.token, body: { ...body, email: address.toUpperCase() } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe("A user with this e-mail already exists.");
  });

  it("is for superadmins only", async () => {
    await expectAccess(addAdmin, { body: { username: "X Y", email: email(), phone_number: "1" } }, ["superadmin"], tokens);
  });
});

describe("GET /api/v1/admin/get-admins", () => {
  it("lists admins and superadmins newest first, with paging and a case-insensitive search", async () => {
    const marker = `Zed${Date.now()}`;
    for (const n of [1, 2, 3]) {
      await call(addAdmin, { token: superadmin.token, body: { username: `${marker} N${n}`, email: email(), phone_number: "1" } });
    }
    const page = await call<Admin[]>(getAdmins, { token: superadmin.token, query: { page: 1, limit: 2, search: marker.toLowerCase() } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.body.data.map((a) => a.username)).toEqual([`${marker} N3`, `${marker} N2`]);
    const second = await call<Admin[]>(getAdmins, { token: superadmin.token, query: { page: 2, limit: 2, search: marker } });
    expect(second.body.data.map((a) => a.username)).toEqual([`${marker} N1`]);

    const all = await call<Admin[]>(getAdmins, { token: superadmin.token });
    expect(all.body).toMatchObject({ page: 1, limit: 10 });
    expect(all.body.data.every((a) => a.role === "admin" || a.role === "superadmin")).toBe(true);
  });

  it("is for superadmins only", async () => {
    await expectAccess(getAdmins, {}, ["superadmin"], tokens);
  });
});

describe("GET /api/v1/admin/get-admin-details", () => {
  it("answers one admin, and 404 for a customer's id or an unknown one", async () => {
    const added = await call<Admin>(addAdmin, {
      token: superadmin.token,
      body: { username: "Dee Tail", email: email(), phone_number: "5" },
    });
    const res = await call<Admin>(getAdminDetails, { token: superadmin.token, query: { id: added.body.data.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: added.body.data.id, username: "Dee Tail", role: "admin", created_by_name: "Sue Perior" });
    const customer = await createUser(db, "customer");
    expect((await call(getAdminDetails, { token: superadmin.token, query: { id: customer.id } })).status).toBe(404);
    expect((await call(getAdminDetails, { token: superadmin.token, query: { id: 999999 } })).status).toBe(404);
    const missing = await call(getAdminDetails, { token: superadmin.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.id).toEqual(["Admin ID is required."]);
  });

  it("is for superadmins only", async () => {
    await expectAccess(getAdminDetails, { query: { id: 1 } }, ["superadmin"], tokens);
  });
});

describe("PUT /api/v1/admin/update-admin-details", () => {
  it("updates the details", async () => {
    const added = await call<Admin>(addAdmin, {
      token: superadmin.token,
      body: { username: "Old Name", email: email(), phone_number: "5" },
    });
    const newEmail = email("renamed");
    const res = await call<Admin>(updateAdmin, {
      method: "PUT",
      token: superadmin.token,
      body: { id: added.body.data.id, username: "New Name", email: newEmail, phone_number: "2145550123" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Updated admin successfully!");
    expect(res.body.data).toMatchObject({
      username: "New Name",
      first_name: "New",
      last_name: "Name",
      email: newEmail,
      phone_number: "2145550123",
    });
  });

  it("keeps the e-mail when it is left out, and refuses another user's e-mail", async () => {
    const added = await call<Admin>(addAdmin, {
      token: superadmin.token,
      body: { username: "Keep Mail", email: email(), phone_number: "5" },
    });
    const kept = await call<Admin>(updateAdmin, {
      method: "PUT",
      token: superadmin.token,
      body: { id: added.body.data.id, username: "Kept Mail", phone_number: "6" },
    });
    expect(kept.body.data.email).toBe(added.body.data.email);
    const other = await createUser(db, "admin");
    const taken = await call(updateAdmin, {
      method: "PUT",
      token: superadmin.token,
      body: { id: added.body.data.id, username: "Kept Mail", email: other.email.toUpperCase(), phone_number: "6" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("A user with this e-mail already exists.");
    const invalid = await call(updateAdmin, {
      method: "PUT",
      token: superadmin.token,
      body: { id: added.body.data.id, username: "", phone_number: "" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ first_name: ["First name is required."], phone_number: ["Phone number is required."] });
  });

  it("switches an admin off at once: the next call is 401, and reactivation does not revive the old token", async () => {
    const { user, token } = await signIn(db, "admin");
    expect((await call(roles, { token })).status).toBe(200);
    const off = await call<Admin>(updateAdmin, {
      method: "PUT",
      token: superadmin.token,
      body: { id: user.id, active_status: "inactive" },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.active_status).toBe("inactive");
    expect((await call(roles, { token })).status).toBe(401);
    const on = await call<Admin>(updateAdmin, { method: "PUT", token: superadmin.token, body: { id: user.id, active_status: "active" } });
    expect(on.body.data.active_status).toBe("active");
    expect((await call(roles, { token })).status).toBe(401);
    expect((await call(roles, { token: await loginToken(user.email) })).status).toBe(200);
  });

  it("refuses to deactivate oneself, and an unknown status", async () => {
    const self = await call(updateAdmin, {
      method: "PUT",
      token: superadmin.token,
      body: { id: superadmin.user.id, active_status: false },
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe("You cannot deactivate your own account.");
    const [row] = await db.select({ active: users.active }).from(users).where(eq(users.id, superadmin.user.id));
    expect(row!.active).toBe(true);
    const bad = await call(updateAdmin, {
      method: "PUT",
      token: superadmin.token,
      body: { id: superadmin.user.id, active_status: "maybe" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.active_status).toEqual(["Active status must be active or inactive."]);
  });

  it("answers 404 for a customer's id", async () => {
    const customer = await createUser(db, "customer");
    const res = await call(updateAdmin, { method: "PUT", token: superadmin.token, body: { id: customer.id, active_status: "inactive" } });
    expect(res.status).toBe(404);
  });

  it("is for superadmins only: an admin can never change a superadmin", async () => {
    const target = await createUser(db, "superadmin");
    const res = await call(updateAdmin, { method: "PUT", token: tokens.admin, body: { id: target.id, active_status: "inactive" } });
    expect(res.status).toBe(403);
    const [row] = await db.select({ active: users.active }).from(users).where(eq(users.id, target.id));
    expect(row!.active).toBe(true);
    await expectAccess(updateAdmin, { method: "PUT", body: { id: target.id, active_status: "active" } }, ["superadmin"], tokens);
  });
});
