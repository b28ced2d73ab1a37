import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCompany } from "@/app/api/v1/admin/create-company/route";
import { GET as getAllCompanies } from "@/app/api/v1/admin/get-all-companies/route";
import { GET as getCompanyCustomers } from "@/app/api/v1/admin/get-company-customers/route";
import { GET as getCompanyDetails } from "@/app/api/v1/admin/get-company-details/route";
import { PUT as updateCompany } from "@/app/api/v1/admin/update-company-details/route";
import { GET as getDeliveryAddress } from "@/app/api/v1/customer/get-delivery-address/route";
import type { Db } from "@/db/client";
import { resetDatabase } from "../helpers/db";
import { createCompany as makeCompany, createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectAccess, loginToken, signIn, tokensForEveryRole, type Tokens } from "./helpers";

type Company = Record<string, unknown> & { id: number; name: string };

let db: Db;
let tokens: Tokens;
let seq = 0;
const unique = () => `${++seq}-${Date.now()}`;
const validCompany = () => ({
  company_name: `Globex ${unique()}`,
  address: "742 Evergreen Terrace, Springfield",
  contact_person_name: "Hank Scorpio",
  contact_person_phone: "5551234567",
  email: `billing-${unique()}@globex.example`,
});

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
});

describe("POST /api/v1/admin/create-company", () => {
  it("adds a company and answers the spec's fields", async () => {
    const body = validCompany();
    const res = await call<Company>(createCompany, { token: tokens.admin, body });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Added Company successfully!");
    expect(res.body.data).toMatchObject({
      name: body.company_name,
      address: body.address,
      email: body.email,
      contact_person_name: body.contact_person_name,
      contact_person_phone: body.contact_person_phone,
      active_status: "active",
    });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ["id", "name", "address", "email", "contact_person_name", "contact_person_phone", "active_status", "createdAt", "updatedAt"].sort(),
    );
  });

  it("names every missing field with the spec's words", async () => {
    const res = await call(createCompany, { token: tokens.admin, body: { company_name: "  " } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors).toEqual({
      company_name: ["Company name is required."],
      address: ["Billing address is required."],
      contact_person_name: ["POC name is required."],
      contact_person_phone: ["POC phone is required."],
      email: ["Email is required."],
    });
  });

  it("checks the e-mail and the POC phone", async () => {
    const res = await call(createCompany, {
      token: tokens.admin,
      body: { ...validCompany(), email: "billing@globex", contact_person_phone: "+1 555" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: ["Please enter a valid email address."],
      contact_person_phone: ["Phone number must contain digits only, at most 15."],
    });
  });

  it("is for admins and superadmins", async () => {
    await expectAccess(createCompany, { body: validCompany() }, ["admin", "superadmin"], tokens);
  });
});

describe("PUT /api/v1/admin/update-company-details", () => {
  it("updates the details; the e-mail may be left blank on edit", async () => {
    const company = await makeCompany(db);
    const res = await call<Company>(updateCompany, {
      method: "PUT",
      token: tokens.superadmin,
      body: { companyId: company.id, ...validCompany(), company_name: "Renamed Inc", email: "" },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Updated Company successfully!");
    expect(res.body.data).toMatchObject({ id: company.id, name: "Renamed Inc", email: "" });
  });

  it("still requires the other four fields, and answers 404 for an unknown company", async () => {
    const company = await makeCompany(db);
    const res = await call(updateCompany, { method: "PUT", token: tokens.admin, body: { companyId: company.id, email: "x@y.z" } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      company_name: ["Company name is required."],
      address: ["Billing address is required."],
      contact_person_name: ["POC name is required."],
      contact_person_phone: ["POC phone is required."],
    });
    const unknown = await call(updateCompany, { method: "PUT", token: tokens.admin, body: { companyId: 999999, ...validCompany() } });
    expect(unknown.status).toBe(404);
    const noId = await call(updateCompany, { method: "PUT", token: tokens.admin, body: validCompany() });
    expect(noId.body.errors?.companyId).toEqual(["Company ID is required."]);
  });

  it("deactivating a company ends its customers' sessions at once, even after reactivation", async () => {
    const company = await makeCompany(db);
    const { user, token } = await signIn(db, "customer", { companyId: company.id });
    expect((await call(getDeliveryAddress, { token })).status).toBe(200);
    const off = await call<Company>(updateCompany, {
      method: "PUT",
      token: tokens.admin,
      body: { companyId: company.id, active_status: "inactive" },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.active_status).toBe("inactive");
    expect((await call(getDeliveryAddress, { token })).status).toBe(401);
    const on = await call<Company>(updateCompany, {
      method: "PUT",
      token: tokens.admin,
      body: { companyId: company.id, active_status: true },
    });
    expect(on.body.data.active_status).toBe("active");
    expect((await call(getDeliveryAddress, { token })).status).toBe(401);
    expect((await call(getDeliveryAddress, { token: await loginToken(user.email) })).status).toBe(200);
  });

  it("is for admins and superadmins", async () => {
    const company = await makeCompany(db);
    await expectAccess(
      updateCompany,
      { method: "PUT", body: { companyId: company.id, active_status: "active" } },
      ["admin", "superadmin"],
      tokens,
    );
  });
});

describe("GET /api/v1/admin/get-all-companies", () => {
  it("lists newest first with paging, and searches name, e-mail and POC case-insensitively", async () => {
    const tag = `q${Date.now()}`;
    const a = await makeCompany(db, { name: `Alpha ${tag}` });
    const b = await makeCompany(db, { name: "Bravo", email: `${tag}@bravo.example` });
    const c = await makeCompany(db, { name: "Charlie", contactPersonName: `Poc ${tag.toUpperCase()}` });
    const res = await call<Company[]>(getAllCompanies, { token: tokens.admin, query: { search: tag, page: 1, limit: 2 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.data.map((x) => x.id)).toEqual([c.id, b.id]);
    const next = await call<Company[]>(getAllCompanies, { token: tokens.admin, query: { search: tag, page: 2, limit: 2 } });
    expect(next.body.data.map((x) => x.id)).toEqual([a.id]);
    const literal = await call<Company[]>(getAllCompanies, { token: tokens.admin, query: { search: "%" } });
    expect(literal.body.total).toBe(0);
  });

  it("is for admins and superadmins", async () => {
    await expectAccess(getAllCompanies, {}, ["admin", "superadmin"], tokens);
  });
});

describe("GET /api/v1/admin/get-company-details", () => {
  it("reads the id from comapnyId (spelt that way)", async () => {
    const company = await makeCompany(db);
    const res = await call<Company>(getCompanyDetails, { token: tokens.admin, query: { comapnyId: company.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: company.id, name: company.name, contact_person_name: company.contactPersonName });
    expect((await call(getCompanyDetails, { token: tokens.admin, query: { comapnyId: 999999 } })).status).toBe(404);
    const missing = await call(getCompanyDetails, { token: tokens.admin });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.comapnyId).toEqual(["Company ID is required."]);
  });

  it("is for admins and superadmins", async () => {
    const company = await makeCompany(db);
    await expectAccess(getCompanyDetails, { query: { comapnyId: company.id } }, ["admin", "superadmin"], tokens);
  });
});

describe("GET /api/v1/admin/get-company-customers", () => {
  it("lists the company's customer users only, newest first, paged", async () => {
    const company = await makeCompany(db);
    const first = await createUser(db, "customer", { companyId: company.id });
    const second = await createUser(db, "customer", { companyId: company.id });
    await createUser(db, "customer");
    const res = await call<Record<string, unknown>[]>(getCompanyCustomers, {
      token: tokens.superadmin,
      query: { companyId: company.id, page: 1, limit: 10 },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((u) => u.id)).toEqual([second.id, first.id]);
    expect(res.body.data[0]).toMatchObject({ email: second.email, active_status: "active", last_login: null, companyId: company.id });
    expect((await call(getCompanyCustomers, { token: tokens.admin, query: { companyId: 999999 } })).status).toBe(404);
    expect((await call(getCompanyCustomers, { token: tokens.admin })).status).toBe(400);
  });

  it("is for admins and superadmins", async () => {
    const company = await makeCompany(db);
    await expectAccess(getCompanyCustomers, { query: { companyId: company.id } }, ["admin", "superadmin"], tokens);
  });
});

describe("company names are unique, whatever their case and spaces (issue 20 item 14)", () => {
  const TAKEN = "A company with this name already exists.";

  it("refuses a name another company has, on create and on update, and when two creates race", async () => {
    const first = validCompany();
    expect((await call(createCompany, { token: tokens.admin, body: first })).status).toBe(201);
    const again = await call(createCompany, {
      token: tokens.admin,
      body: { ...validCompany(), company_name: `  ${first.company_name.toUpperCase()} ` },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ company_name: [TAKEN] });

    const other = await call<Company>(createCompany, { token: tokens.admin, body: validCompany() });
    const renamed = await call(updateCompany, {
      method: "PUT",
      token: tokens.admin,
      body: { ...validCompany(), companyId: other.body.data.id, company_name: first.company_name.toLowerCase() },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({ company_name: [TAKEN] });
    // Keeping its own name is not a clash.
    const kept = await call(updateCompany, {
      method: "PUT",
      token: tokens.admin,
      body: { ...validCompany(), companyId: other.body.data.id, company_name: other.body.data.name },
    });
    expect(kept.status).toBe(200);

    const name = validCompany().company_name;
    const raced = await Promise.all(
      [0, 1, 2].map(() => call(createCompany, { token: tokens.admin, body: { ...validCompany(), company_name: name } })),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });
});
