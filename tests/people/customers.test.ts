import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCustomer } from "@/app/api/v1/admin/create-customer/route";
import { GET as getCustomerDetails } from "@/app/api/v1/admin/get-customer-details/route";
import { PUT as updateCustomerDetails } from "@/app/api/v1/admin/update-customer-details/route";
import { PUT as updateCustomerStatus } from "@/app/api/v1/admin/update-customer-status/route";
import { GET as getDeliveryAddress } from "@/app/api/v1/customer/get-delivery-address/route";
import type { Db } from "@/db/client";
import { resetDatabase } from "../helpers/db";
import { createCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { acceptInvitation, expectAccess, loginToken, signIn, tokensForEveryRole, type Tokens } from "./helpers";

type Customer = Record<string, unknown> & { id: number };

let db: Db;
let tokens: Tokens;
let admin: Awaited<ReturnType<typeof signIn>>;
let superadmin: Awaited<ReturnType<typeof signIn>>;
let companyId: number;
let seq = 0;
const email = () => `customer-${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
  admin = await signIn(db, "admin", { firstName: "Adam", lastName: "Min", username: "Adam Min" });
  superadmin = await signIn(db, "superadmin", { firstName: "Sue", lastName: "Per", username: "Sue Per" });
  companyId = (await createCompany(db, { name: "Initech" })).id;
});

describe("POST /api/v1/admin/create-customer", () => {
  it("adds a customer user to the company and mails an invitation that sets the password", async () => {
    const address = email();
    const res = await call<Customer>(createCustomer, {
      token: admin.token,
      body: { username: "Peter Gibbons", email: address, phone_number: "5550001111", companyId },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Created a Customer successfully!");
    expect(res.body.data).toMatchObject({
      username: "Peter Gibbons",
      email: address,
      phone_number: "5550001111",
      role: "customer",
      active_status: "active",
      last_login: null,
      created_by: admin.user.id,
      created_by_name: "Adam Min",
      created_by_role: "admin",
      companyId,
      company_name: "Initech",
    });
    const token = await acceptInvitation(address);
    expect((await call(getDeliveryAddress, { token })).status).toBe(200);
  });

  it("answers 'Company ID not found.' without a company, 404 for an unknown one, 400 for an inactive one", async () => {
    const body = { username: "No Company", email: email(), phone_number: "1" };
    const missing = await call(createCustomer, { token: admin.token, body });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ companyId: ["Company ID not found."] });
    expect((await call(createCustomer, { token: admin.token, body: { ...body, companyId: 999999 } })).status).toBe(404);
    const inactive = await createCompany(db, { active: false });
    const refused = await call(createCustomer, { token: admin.token, body: { ...body, companyId: inactive.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.companyId).toEqual(["This company is inactive. Activate it before adding users."]);
  });

  it("names each missing field with the spec's words", async () => {
    const res = await call(createCustomer, { token: admin.token, body: { companyId } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors).toEqual({
      first_name: ["First name is required."],
      email: ["Email is required."],
      phone_number: ["Phone number is required."],
    });
    const invalid = await call(createCustomer, {
      token: admin.token,
      body: { companyId, username: "A B", email: "a@b", phone_number: "12ab" },
    });
    expect(invalid.body.errors).toEqual({
      email: ["Invalid email format."],
      phone_number: ["Phone number must contain digits only, at most 15."],
    });
  });

  it("refuses an e-mail any user already has, whatever its case", async () => {
    const res = await call(createCustomer, {
      token: admin.token,
      body: { username: "Dup", email: admin.user.email.toUpperCase(), phone_number: "1", companyId },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A user with this e-mail already exists.");
  });

  it("is for admins and superadmins", async () => {
    await expectAccess(
      createCustomer,
      { body: { username: "M X", email: email(), phone_number: "1", companyId } },
      ["admin", "superadmin"],
      tokens,
    );
  });
});

describe("GET /api/v1/admin/get-customer-details", () => {
  it("answers the customer with its creator's role, last login and company", async () => {
    const created = await call<Customer>(createCustomer, {
      token: superadmin.token,
      body: { first_name: "Milton", last_name: "Waddams", email: email(), phone_number: "5", companyId },
    });
    const customerId = created.body.data.id;
    const before = await call<Customer>(getCustomerDetails, { token: admin.token, query: { customerId } });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      created_by: superadmin.user.id,
      created_by_name: "Sue Per",
      created_by_role: "superadmin",
      last_login: null,
    });

    const existing = await createUser(db, "customer", { companyId });
    await loginToken(existing.email);
    const after = await call<Customer>(getCustomerDetails, { token: admin.token, query: { customerId: existing.id } });
    expect(Date.parse(after.body.data.last_login as string)).not.toBeNaN();

    expect((await call(getCustomerDetails, { token: admin.token, query: { customerId: admin.user.id } })).status).toBe(404);
    const missing = await call(getCustomerDetails, { token: admin.token });
    expect(missing.body.errors?.customerId).toEqual(["Customer ID is required."]);
  });

  it("is for admins and superadmins", async () => {
    const customer = await createUser(db, "customer", { companyId });
    await expectAccess(getCustomerDetails, { query: { customerId: customer.id } }, ["admin", "superadmin"], tokens);
  });
});

describe("PUT /api/v1/admin/update-customer-details", () => {
  it("updates name, phone and e-mail", async () => {
    const customer = await createUser(db, "customer", { companyId });
    const newEmail = email();
    const res = await call<Customer>(updateCustomerDetails, {
      method: "PUT",
      token: admin.token,
      body: { customerId: customer.id, username: "Michael Bolton", email: newEmail, phone_number: "5550002222", companyId },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Updated Customer successfully!");
    expect(res.body.data).toMatchObject({
      username: "Michael Bolton",
      first_name: "Michael",
      last_name: "Bolton",
      email: newEmail,
      phone_number: "5550002222",
    });
  });

  it("refuses a taken e-mail, a blank name, and a user who is not a customer (an admin cannot reach a superadmin)", async () => {
    const customer = await createUser(db, "customer", { companyId });
    const taken = await call(updateCustomerDetails, {
      method: "PUT",
      token: admin.token,
      body: { customerId: customer.id, username: "A B", email: superadmin.user.email, phone_number: "1" },
    });
    expect(taken.status).toBe(409);
    const blank = await call(updateCustomerDetails, {
      method: "PUT",
      token: admin.token,
      body: { customerId: customer.id, username: "", phone_number: "1" },
    });
    expect(blank.body.errors).toEqual({ first_name: ["First name is required."] });
    const notCustomer = await call(updateCustomerDetails, {
      method: "PUT",
      token: admin.token,
      body: { customerId: superadmin.user.id, username: "Hacked Name", phone_number: "1" },
    });
    expect(notCustomer.status).toBe(404);
  });

  it("is for admins and superadmins", async () => {
    const customer = await createUser(db, "customer", { companyId });
    await expectAccess(
      updateCustomerDetails,
      { method: "PUT", body: { customerId: customer.id, username: "Same Name", phone_number: "1" } },
      ["admin", "superadmin"],
      tokens,
    );
  });
});

describe("PUT /api/v1/admin/update-customer-status", () => {
  it("switches a customer off at once: the next call is 401, and reactivation does not revive the old token", async () => {
    const { user, token } = await signIn(db, "customer", { companyId });
    expect((await call(getDeliveryAddress, { token })).status).toBe(200);
    const off = await call<Customer>(updateCustomerStatus, {
      method: "PUT",
      token: admin.token,
      body: { customerId: user.id, is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.active_status).toBe("inactive");
    expect((await call(getDeliveryAddress, { token })).status).toBe(401);
    const on = await call<Customer>(updateCustomerStatus, {
      method: "PUT",
      token: admin.token,
      body: { customerId: user.id, is_active: true },
    });
    expect(on.body.data.active_status).toBe("active");
    expect((await call(getDeliveryAddress, { token })).status).toBe(401);
    expect((await call(getDeliveryAddress, { token: await loginToken(user.email) })).status).toBe(200);
  });

  it("refuses a status that is not a boolean, and a non-customer id", async () => {
    const customer = await createUser(db, "customer", { companyId });
    const bad = await call(updateCustomerStatus, {
      method: "PUT",
      token: admin.token,
      body: { customerId: customer.id, is_active: "perhaps" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.is_active).toEqual(["Active status must be active or inactive."]);
    const notCustomer = await call(updateCustomerStatus, {
      method: "PUT",
      token: admin.token,
      body: { customerId: superadmin.user.id, is_active: false },
    });
    expect(notCustomer.status).toBe(404);
  });

  it("is for admins and superadmins", async () => {
    const customer = await createUser(db, "customer", { companyId });
    await expectAccess(
      updateCustomerStatus,
      { method: "PUT", body: { customerId: customer.id, is_active: true } },
      ["admin", "superadmin"],
      tokens,
    );
  });
});
