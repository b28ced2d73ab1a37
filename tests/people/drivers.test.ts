import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createDriver } from "@/app/api/v1/admin/create-driver/route";
import { GET as getAllDrivers } from "@/app/api/v1/admin/get-all-drivers/route";
import { GET as getDriverDetails } from "@/app/api/v1/admin/get-driver-details/route";
import { PUT as updateDriver } from "@/app/api/v1/admin/update-driver-details/route";
import { GET as getFile } from "@/app/api/v1/files/[id]/route";
import type { Db } from "@/db/client";
import { storedFiles } from "@/db/schema";
import { imageTooLarge } from "@/lib/files/image-pixels";
import { resetDatabase } from "../helpers/db";
import { claimedPng } from "../helpers/images";
import { createDriver as makeDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectAccess, signIn, TINY_PNG, tokensForEveryRole, type Tokens } from "./helpers";

type Driver = Record<string, unknown> & { id: number; profile_picture: string };

const DEFAULT_PICTURE = "/images/default-driver.svg";
let db: Db;
let tokens: Tokens;
let admin: Awaited<ReturnType<typeof signIn>>;
let seq = 0;
const email = () => `driver-${++seq}-${Date.now()}@example.com`;

function driverForm(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof File) form.append(key, value, value.name);
    else if (value !== undefined) form.append(key, value);
  }
  return form;
}

const png = (name = "face.png", type = "image/png") => new File([TINY_PNG], name, { type });
const validFields = () => ({ name: "Dale Driver", email: email(), phone: "2145550177", note: "Prefers night runs" });

/** The file route answers bytes, not the JSON envelope, so it is called directly. */
async function fetchFile(url: string, token?: string): Promise<Response> {
  const id = url.split("/").pop()!;
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  return getFile(new NextRequest(new URL(url, "http://localhost:3000"), { headers }), { params: Promise.resolve({ id }) });
}

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
  admin = await signIn(db, "admin", { firstName: "Ann", lastName: "Admin", username: "Ann Admin" });
});

describe("POST /api/v1/admin/create-driver", () => {
  it("adds a driver with a real PNG, served to staff only through /api/v1/files/[id]", async () => {
    const fields = validFields();
    const res = await call<Driver>(createDriver, { token: admin.token, body: driverForm({ ...fields, profile_picture: png() }) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Added Driver successfully!");
    expect(res.body.data).toMatchObject({ ...fields, active_status: "active", referred_by: "Ann Admin" });
    expect(res.body.data.profile_picture).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{22}$/);

    const served = await fetchFile(res.body.data.profile_picture, tokens.superadmin);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-disposition")).toMatch(/^inline/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    expect((await fetchFile(res.body.data.profile_picture, admin.token)).status).toBe(200);
    expect((await fetchFile(res.body.data.profile_picture, tokens.customer)).status).toBe(404);
    expect((await fetchFile(res.body.data.profile_picture)).status).toBe(401);
    expect((await fetchFile("/api/v1/files/not-a-real-file-id-000", admin.token)).status).toBe(404);
  });

  it("stores the type found in the bytes, not the declared one", async () => {
    const res = await call<Driver>(createDriver, {
      token: admin.token,
      body: driverForm({ ...validFields(), profile_picture: png("face.gif", "image/gif") }),
    });
    expect(res.status).toBe(201);
    const served = await fetchFile(res.body.data.profile_picture, admin.token);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it.each([
    ["no picture", undefined],
    ["the default picture's URL", DEFAULT_PICTURE],
    ["the default picture's absolute URL", `http://localhost:3000${DEFAULT_PICTURE}`],
    ["an empty string", ""],
    // The spec's client sends a default picture's URL when none is chosen: not fetched, not shown.
    ["another site's picture URL", "https://cdn.example.com/default-avatar.png"],
  ])("answers the default picture for %s", async (_name, picture) => {
    const res = await call<Driver>(createDriver, { token: admin.token, body: driverForm({ ...validFields(), profile_picture: picture }) });
    expect(res.status).toBe(201);
    expect(res.body.data.profile_picture).toBe(DEFAULT_PICTURE);
  });

  it("refuses a file that is not an image, whatever it claims (415)", async () => {
    const before = (await db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const fake = new File(["<script>alert(1)</script>"], "face.png", { type: "image/png" });
    const res = await call(createDriver, { token: admin.token, body: driverForm({ ...validFields(), profile_picture: fake }) });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe("Only image files are allowed.");
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "x.svg", { type: "image/svg+xml" });
    expect((await call(createDriver, { token: admin.token, body: driverForm({ ...validFields(), profile_picture: svg }) })).status).toBe(
      415,
    );
    for (const text of ["not a url", "javascript:alert(1)", "/api/v1/files/someone-elses"]) {
      const res = await call(createDriver, { token: admin.token, body: driverForm({ ...validFields(), profile_picture: text }) });
      expect(res.status, text).toBe(400);
      expect(res.body.errors?.profile_picture?.[0], text).toMatch(/image file, or the URL of a picture/);
    }
    expect((await db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(before);
  });

  it("refuses a picture over 5 MB (413)", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const res = await call(createDriver, {
      token: admin.token,
      body: driverForm({ ...validFields(), profile_picture: new File([big], "big.png", { type: "image/png" }) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The profile picture must be at most 5 MB.");
  });

  it("refuses a picture over 50 megapixels by its header (413, issue 29 item 4)", async () => {
    const res = await call(createDriver, {
      token: admin.token,
      body: driverForm({ ...validFields(), profile_picture: claimedPng(10_000, 6_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(imageTooLarge(10_000, 6_000));
  });

  it("names each missing field with the spec's words", async () => {
    const res = await call(createDriver, { token: admin.token, body: driverForm({ note: "x" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors).toEqual({
      name: ["User name is required."],
      email: ["Email is required."],
      phone: ["Phone number is required."],
    });
    const invalid = await call(createDriver, { token: admin.token, body: driverForm({ name: "D", email: "d@d", phone: "555 1234" }) });
    expect(invalid.body.errors).toEqual({
      email: ["Invalid email format."],
      phone: ["Phone number must contain digits only, at most 15."],
    });
  });

  it("refuses an e-mail another driver has, whatever its case (409)", async () => {
    const existing = await makeDriver(db);
    const res = await call(createDriver, {
      token: admin.token,
      body: driverForm({ ...validFields(), email: existing.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A driver with this e-mail already exists.");
  });

  it("is for admins and superadmins", async () => {
    await expectAccess(createDriver, { body: driverForm(validFields()) }, ["admin", "superadmin"], tokens);
  });
});

describe("PUT /api/v1/admin/update-driver-details", () => {
  it("updates the fields and keeps the picture when none is sent", async () => {
    const created = await call<Driver>(createDriver, {
      token: admin.token,
      body: driverForm({ ...validFields(), profile_picture: png() }),
    });
    const driverId = String(created.body.data.id);
    const res = await call<Driver>(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: driverForm({ driverId, name: "Dale Renamed", phone: "2145550000", note: "" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Updated Driver successfully!");
    expect(res.body.data).toMatchObject({ name: "Dale Renamed", phone: "2145550000", note: "", email: created.body.data.email });
    expect(res.body.data.profile_picture).toBe(created.body.data.profile_picture);
    const sameUrl = await call<Driver>(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: driverForm({ driverId, name: "Dale", phone: "1", profile_picture: created.body.data.profile_picture }),
    });
    expect(sameUrl.body.data.profile_picture).toBe(created.body.data.profile_picture);
  });

  it("replaces the picture (the old file is gone) and clears it with the default URL", async () => {
    const created = await call<Driver>(createDriver, {
      token: admin.token,
      body: driverForm({ ...validFields(), profile_picture: png() }),
    });
    const driverId = String(created.body.data.id);
    const replaced = await call<Driver>(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: driverForm({ driverId, name: "Dale", phone: "1", profile_picture: png("new.png") }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.profile_picture).not.toBe(created.body.data.profile_picture);
    expect((await fetchFile(created.body.data.profile_picture, admin.token)).status).toBe(404);
    expect((await fetchFile(replaced.body.data.profile_picture, admin.token)).status).toBe(200);
    const cleared = await call<Driver>(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: driverForm({ driverId, name: "Dale", phone: "1", profile_picture: DEFAULT_PICTURE }),
    });
    expect(cleared.body.data.profile_picture).toBe(DEFAULT_PICTURE);
    expect((await fetchFile(replaced.body.data.profile_picture, admin.token)).status).toBe(404);
  });

  it("switches a driver off and on, as JSON or multipart", async () => {
    const driver = await makeDriver(db);
    const off = await call<Driver>(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: { driverId: driver.id, active_status: "inactive" },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.active_status).toBe("inactive");
    const on = await call<Driver>(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: driverForm({ driverId: String(driver.id), active_status: "active" }),
    });
    expect(on.body.data.active_status).toBe("active");
    expect((await call(updateDriver, { method: "PUT", token: admin.token, body: { driverId: 999999, active_status: false } })).status).toBe(
      404,
    );
  });

  it("refuses another driver's e-mail, a non-image, a missing name and an unknown driver", async () => {
    const driver = await makeDriver(db);
    const other = await makeDriver(db);
    const driverId = String(driver.id);
    const taken = await call(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: driverForm({ driverId, name: "D", phone: "1", email: other.email }),
    });
    expect(taken.status).toBe(409);
    const text = new File(["hello"], "a.png", { type: "image/png" });
    expect(
      (
        await call(updateDriver, {
          method: "PUT",
          token: admin.token,
          body: driverForm({ driverId, name: "D", phone: "1", profile_picture: text }),
        })
      ).status,
    ).toBe(415);
    const blank = await call(updateDriver, { method: "PUT", token: admin.token, body: driverForm({ driverId, name: " ", phone: "1" }) });
    expect(blank.body.errors).toEqual({ name: ["User name is required."] });
    expect(
      (await call(updateDriver, { method: "PUT", token: admin.token, body: driverForm({ driverId: "999999", name: "D", phone: "1" }) }))
        .status,
    ).toBe(404);
  });

  it("is for admins and superadmins", async () => {
    const driver = await makeDriver(db);
    await expectAccess(
      updateDriver,
      { method: "PUT", body: { driverId: driver.id, active_status: "active" } },
      ["admin", "superadmin"],
      tokens,
    );
  });
});

describe("GET /api/v1/admin/get-driver-details and get-all-drivers", () => {
  it("answers one driver with the spec's fields, and 404 for an unknown one", async () => {
    const driver = await makeDriver(db, { referredBy: admin.user.id, note: "Internal" });
    const res = await call<Driver>(getDriverDetails, { token: admin.token, query: { driverId: driver.id } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      ["id", "name", "email", "phone", "note", "profile_picture", "active_status", "referred_by", "createdAt", "updatedAt"].sort(),
    );
    expect(res.body.data).toMatchObject({ id: driver.id, note: "Internal", referred_by: "Ann Admin", profile_picture: DEFAULT_PICTURE });
    expect((await call(getDriverDetails, { token: admin.token, query: { driverId: 999999 } })).status).toBe(404);
  });

  it("lists drivers newest first with defaults 1, 10, '' and a case-insensitive search", async () => {
    const tag = `t${Date.now()}`;
    const a = await makeDriver(db, { name: `Ace ${tag}` });
    const b = await makeDriver(db, { email: `${tag}@fleet.example` });
    const all = await call<Driver[]>(getAllDrivers, { token: admin.token });
    expect(all.body).toMatchObject({ page: 1, limit: 10 });
    expect(all.body.data.length).toBeLessThanOrEqual(10);
    const found = await call<Driver[]>(getAllDrivers, { token: admin.token, query: { search: tag.toUpperCase(), page: 1, limit: 10 } });
    expect(found.body.total).toBe(2);
    expect(found.body.data.map((d) => d.id)).toEqual([b.id, a.id]);
  });

  it("are for admins and superadmins", async () => {
    const driver = await makeDriver(db);
    await expectAccess(getDriverDetails, { query: { driverId: driver.id } }, ["admin", "superadmin"], tokens);
    await expectAccess(getAllDrivers, {}, ["admin", "superadmin"], tokens);
  });
});

describe("update-driver-details with the details and active_status (issue 20 item 16)", () => {
  it("applies active_status sent with the details", async () => {
    const created = await call<Driver>(createDriver, { token: admin.token, body: driverForm(validFields()) });
    const res = await call<Driver>(updateDriver, {
      method: "PUT",
      token: admin.token,
      body: driverForm({ ...validFields(), driverId: String(created.body.data.id), name: "Renamed Driver", active_status: "inactive" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Renamed Driver", active_status: "inactive" });
  });
});
