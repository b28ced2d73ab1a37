import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteAddress } from "@/app/api/v1/customer/delete-delivery-address/route";
import { GET as getAddresses } from "@/app/api/v1/customer/get-delivery-address/route";
import { POST as saveAddress } from "@/app/api/v1/customer/save-delivery-address/route";
import { PUT as updateAddress } from "@/app/api/v1/customer/update-delivery-address/route";
import type { Db } from "@/db/client";
import { resetDatabase } from "../helpers/db";
import { createCompany } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectAccess, signIn, tokensForEveryRole, type Tokens } from "./helpers";

type Address = Record<string, unknown> & { id: number };

let db: Db;
let tokens: Tokens;
let mine: { token: string; companyId: number };
let colleague: { token: string };
let outsider: { token: string };

const pickup = (overrides: Record<string, unknown> = {}) => ({
  type: "pickup",
  address: "100 Commerce St, Dallas, TX",
  business_name: "Dallas Depot",
  label: "Depot",
  pickup_latitude: 32.78,
  pickup_longitude: -96.8,
  dropoff_latitude: null,
  dropoff_longitude: null,
  ...overrides,
});

async function save(token: string, body: Record<string, unknown>) {
  const res = await call<Address>(saveAddress, { token, body });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
  const company = await createCompany(db);
  const me = await signIn(db, "customer", { companyId: company.id });
  mine = { token: me.token, companyId: company.id };
  colleague = await signIn(db, "customer", { companyId: company.id });
  outsider = await signIn(db, "customer");
});

describe("POST /api/v1/customer/save-delivery-address", () => {
  it("saves a pickup address with the other type's pair null", async () => {
    const res = await call<Address>(saveAddress, { token: mine.token, body: pickup() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Saved Delivery Address successfully!");
    expect(res.body.data).toMatchObject({
      type: "pickup",
      label: "Depot",
      address: "100 Commerce St, Dallas, TX",
      business_name: "Dallas Depot",
      pickup_latitude: 32.78,
      pickup_longitude: -96.8,
      dropoff_latitude: null,
      dropoff_longitude: null,
    });
  });

  it("saves a drop-off address from its own pair; the label is optional", async () => {
    const data = await save(mine.token, {
      type: "dropoff",
      address: "1 Harbor Way, Houston, TX",
      business_name: "Port",
      dropoff_latitude: "29.75",
      dropoff_longitude: "-95.36",
      pickup_latitude: null,
      pickup_longitude: null,
    });
    expect(data).toMatchObject({ type: "dropoff", label: "", dropoff_latitude: 29.75, dropoff_longitude: -95.36, pickup_latitude: null });
  });

  it("needs the address and its location, within range", async () => {
    const res = await call(saveAddress, { token: mine.token, body: { type: "pickup", address: " " } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors).toEqual({
      address: ["Address is required."],
      pickup_latitude: ["Pickup latitude is required."],
      pickup_longitude: ["Pickup longitude is required."],
    });
    const range = await call(saveAddress, { token: mine.token, body: pickup({ pickup_latitude: 91, pickup_longitude: -181 }) });
    expect(range.body.errors).toEqual({
      pickup_latitude: ["Pickup latitude must be between -90 and 90."],
      pickup_longitude: ["Pickup longitude must be between -180 and 180."],
    });
    const wrongPair = await call(saveAddress, { token: mine.token, body: pickup({ type: "dropoff" }) });
    expect(Object.keys(wrongPair.body.errors ?? {})).toEqual(["dropoff_latitude", "dropoff_longitude"]);
    const type = await call(saveAddress, { token: mine.token, body: pickup({ type: "home" }) });
    expect(type.body.errors?.type).toEqual(["Please choose pickup or dropoff."]);
  });

  it("is for customers only", async () => {
    await expectAccess(saveAddress, { body: pickup() }, ["customer"], tokens);
  });
});

describe("GET /api/v1/customer/get-delivery-address", () => {
  it("lists the company's addresses newest first, defaults page 1 and limit 10, and nothing of another company", async () => {
    const company = await createCompany(db);
    const owner = await signIn(db, "customer", { companyId: company.id });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await save(owner.token, pickup({ label: `L${i}` }))).id);
    const first = await call<Address[]>(getAddresses, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.body.data.map((a) => a.id)).toEqual(ids.slice(2).reverse());
    const second = await call<Address[]>(getAddresses, { token: owner.token, query: { page: 2, limit: 10 } });
    expect(second.body.data.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    const other = await call<Address[]>(getAddresses, { token: outsider.token });
    expect(other.body.data.some((a) => ids.includes(a.id))).toBe(false);
  });

  it("shows a colleague's addresses (the company's, not the user's)", async () => {
    const saved = await save(mine.token, pickup({ label: "Shared" }));
    const res = await call<Address[]>(getAddresses, { token: colleague.token, query: { limit: 100 } });
    expect(res.body.data.map((a) => a.id)).toContain(saved.id);
  });

  it("is for customers only", async () => {
    await expectAccess(getAddresses, {}, ["customer"], tokens);
  });
});

describe("PUT /api/v1/customer/update-delivery-address", () => {
  it("updates a saved address, its type and coordinates", async () => {
    const saved = await save(mine.token, pickup());
    const res = await call<Address>(updateAddress, {
      method: "PUT",
      token: mine.token,
      body: {
        addressId: saved.id,
        type: "dropoff",
        address: "2 New Rd",
        business_name: "New Biz",
        dropoff_latitude: -33.9,
        dropoff_longitude: 151.2,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Updated Delivery Address successfully!");
    expect(res.body.data).toMatchObject({
      id: saved.id,
      type: "dropoff",
      address: "2 New Rd",
      business_name: "New Biz",
      dropoff_latitude: -33.9,
      dropoff_longitude: 151.2,
      pickup_latitude: null,
      pickup_longitude: null,
    });
  });

  it("answers 404 for another company's address and 400 for bad input", async () => {
    const saved = await save(mine.token, pickup());
    const foreign = await call(updateAddress, { method: "PUT", token: outsider.token, body: { ...pickup(), addressId: saved.id } });
    expect(foreign.status).toBe(404);
    const bad = await call(updateAddress, { method: "PUT", token: mine.token, body: { addressId: saved.id, type: "pickup", address: "" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.address).toEqual(["Address is required."]);
    const noId = await call(updateAddress, { method: "PUT", token: mine.token, body: pickup() });
    expect(noId.body.errors?.addressId).toEqual(["Address ID is required."]);
  });

  it("with a jobId it is the admin's job address edit: customers are refused, and admins may not edit saved addresses", async () => {
    const saved = await save(mine.token, pickup());
    const customerJob = await call(updateAddress, { method: "PUT", token: mine.token, body: { jobId: 1, ...pickup() } });
    expect(customerJob.status).toBe(403);
    for (const role of ["admin", "superadmin"] as const) {
      const job = await call(updateAddress, {
        method: "PUT",
        token: tokens[role],
        body: { jobId: 999999, business_name: "X", address: "Y" },
      });
      expect([401, 403]).not.toContain(job.status);
      const savedByAdmin = await call(updateAddress, { method: "PUT", token: tokens[role], body: { ...pickup(), addressId: saved.id } });
      expect(savedByAdmin.status).toBe(403);
    }
    expect((await call(updateAddress, { method: "PUT", body: { ...pickup(), addressId: saved.id } })).status).toBe(401);
  });
});

describe("DELETE /api/v1/customer/delete-delivery-address", () => {
  it("deletes the company's address; another company's is 404", async () => {
    const saved = await save(mine.token, pickup());
    const foreign = await call(deleteAddress, { method: "DELETE", token: outsider.token, query: { addressId: saved.id } });
    expect(foreign.status).toBe(404);
    const res = await call(deleteAddress, { method: "DELETE", token: colleague.token, query: { addressId: saved.id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Deleted Delivery Address successfully!");
    expect((await call(deleteAddress, { method: "DELETE", token: mine.token, query: { addressId: saved.id } })).status).toBe(404);
    const missing = await call(deleteAddress, { method: "DELETE", token: mine.token });
    expect(missing.body.errors?.addressId).toEqual(["Address ID is required."]);
  });

  it("is for customers only", async () => {
    const saved = await save(mine.token, pickup());
    await expectAccess(deleteAddress, { method: "DELETE", query: { addressId: saved.id } }, ["customer"], tokens);
  });
});
