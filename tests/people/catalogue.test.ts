import { beforeAll, describe, expect, it } from "vitest";
import { POST as createMake } from "@/app/api/v1/create-vehicle-make-model/route";
import { GET as getMakes } from "@/app/api/v1/get-vehicle-make-models/route";
import { PUT as updateMake } from "@/app/api/v1/update-vehicle-make-model/route";
import type { Db } from "@/db/client";
import { vehicleMakes } from "@/db/schema";
import { isUniqueViolation } from "@/db/unique-violation";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectAccess, tokensForEveryRole, type Tokens } from "./helpers";

type Make = { id: number; make: string; models: string[] };

let db: Db;
let tokens: Tokens;
let seq = 0;
const makeName = (base: string) => `${base} ${++seq}`;

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
});

describe("POST /api/v1/create-vehicle-make-model", () => {
  it("stores a comma-joined string as a trimmed list without blanks", async () => {
    const make = makeName("Ford");
    const res = await call<Make>(createMake, { token: tokens.admin, body: { make: ` ${make} `, models: "F-150, Ranger,, Explorer " } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Vehicle created");
    expect(res.body.data).toEqual({ id: expect.any(Number), make, models: ["F-150", "Ranger", "Explorer"], model_classes: {} });
  });

  it("takes a list too", async () => {
    const res = await call<Make>(createMake, {
      token: tokens.superadmin,
      body: { make: makeName("Honda"), models: ["Civic", " ", "Accord"] },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.models).toEqual(["Civic", "Accord"]);
  });

  it("asks for a make and at least one model", async () => {
    const res = await call(createMake, { token: tokens.admin, body: { make: " ", models: ["", "  "] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Validation errors");
    expect(res.body.errors).toEqual({ make: ["Please enter make."], models: ["Please add at least one model."] });
    const none = await call(createMake, { token: tokens.admin, body: {} });
    expect(none.body.errors).toEqual({ make: ["Please enter make."], models: ["Please add at least one model."] });
  });

  it("refuses a make that exists, whatever its case (409)", async () => {
    const make = makeName("Toyota");
    await call(createMake, { token: tokens.admin, body: { make, models: ["Corolla"] } });
    const res = await call(createMake, { token: tokens.admin, body: { make: make.toUpperCase(), models: ["Camry"] } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This make already exists.");
  });

  it("lets only one of two simultaneous requests for a make win", async () => {
    const make = makeName("Race");
    const results = await Promise.all([
      call(createMake, { token: tokens.admin, body: { make, models: ["A"] } }),
      call(createMake, { token: tokens.admin, body: { make: make.toLowerCase(), models: ["B"] } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("recognises the database's unique violation by constraint (the race's backstop)", async () => {
    const make = makeName("Index");
    await db.insert(vehicleMakes).values({ make, models: ["A"] });
    const error = await db
      .insert(vehicleMakes)
      .values({ make: make.toUpperCase(), models: ["B"] })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, "vehicle_makes_make_lower_uq")).toBe(true);
    expect(isUniqueViolation(error, "users_email_lower_uq")).toBe(false);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  it("is for admins and superadmins", async () => {
    await expectAccess(createMake, { body: { make: makeName("Kia"), models: ["Rio"] } }, ["admin", "superadmin"], tokens);
  });
});

describe("PUT /api/v1/update-vehicle-make-model", () => {
  it("replaces the make and its models, dropping empty ones", async () => {
    const created = await call<Make>(createMake, { token: tokens.admin, body: { make: makeName("Chevy"), models: ["Malibu"] } });
    const make = makeName("Chevrolet");
    const res = await call<Make>(updateMake, {
      method: "PUT",
      token: tokens.admin,
      body: { id: created.body.data.id, make, models: ["Malibu", "", "Tahoe "] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Vehicle Updated");
    expect(res.body.data).toEqual({ id: created.body.data.id, make, models: ["Malibu", "Tahoe"], model_classes: {} });
  });

  it("refuses another make's name, no models, and an unknown id", async () => {
    const a = await call<Make>(createMake, { token: tokens.admin, body: { make: makeName("Audi"), models: ["A4"] } });
    const b = await call<Make>(createMake, { token: tokens.admin, body: { make: makeName("BMW"), models: ["X5"] } });
    const taken = await call(updateMake, {
      method: "PUT",
      token: tokens.admin,
      body: { id: b.body.data.id, make: a.body.data.make.toLowerCase(), models: ["X5"] },
    });
    expect(taken.status).toBe(409);
    const sameName = await call(updateMake, {
      method: "PUT",
      token: tokens.admin,
      body: { id: b.body.data.id, make: b.body.data.make, models: "X5,X3" },
    });
    expect(sameName.status).toBe(200);
    const empty = await call(updateMake, { method: "PUT", token: tokens.admin, body: { id: b.body.data.id, make: "BMW", models: [] } });
    expect(empty.body.errors).toEqual({ models: ["Please add at least one model."] });
    expect(
      (await call(updateMake, { method: "PUT", token: tokens.admin, body: { id: 999999, make: makeName("Zil"), models: ["1"] } })).status,
    ).toBe(404);
  });

  it("is for admins and superadmins", async () => {
    const created = await call<Make>(createMake, { token: tokens.admin, body: { make: makeName("Mazda"), models: ["3"] } });
    await expectAccess(updateMake, { method: "PUT", body: { ...created.body.data } }, ["admin", "superadmin"], tokens);
  });
});

describe("GET /api/v1/get-vehicle-make-models", () => {
  it("answers every make with its models list, by name, to any signed-in role", async () => {
    const res = await call<Make[]>(getMakes, { token: tokens.customer });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(3);
    for (const item of res.body.data) {
      expect(Object.keys(item).sort()).toEqual(["id", "make", "model_classes", "models"]);
      expect(Array.isArray(item.models)).toBe(true);
    }
    const names = res.body.data.map((m) => m.make.toLowerCase());
    expect(names).toEqual([...names].sort());
    await expectAccess(getMakes, {}, ["customer", "admin", "superadmin"], tokens);
  });
});
