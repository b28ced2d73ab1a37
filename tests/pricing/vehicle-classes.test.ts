import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as updateClasses } from "@/app/api/v1/admin/update-vehicle-classes/route";
import { GET as getMakes } from "@/app/api/v1/get-vehicle-make-models/route";
import { PUT as updateMake } from "@/app/api/v1/update-vehicle-make-model/route";
import type { Db } from "@/db/client";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import { saveModelClassesAction } from "@/lib/catalogue/actions";
import { modelClassesSchema } from "@/lib/catalogue/schemas";
import { resetDatabase } from "../helpers/db";
import { createVehicleMake } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectAccess, tokensForEveryRole, type Tokens } from "../people/helpers";

// The form's caller is the session's (mocked here: the tests have no cookies).
const caller = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/lib/auth/current", () => ({ getCurrentActor: async () => caller.actor }));

type Make = { id: number; make: string; models: string[]; model_classes: Record<string, string> };

let db: Db;
let tokens: Tokens;
let ford: { id: number };

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
  ford = await createVehicleMake(db, "Ford", ["F-150", "Explorer", "Focus"]);
});

describe("PUT /api/v1/admin/update-vehicle-classes", () => {
  it("sets the classes named and keeps the others; the catalogue answers them", async () => {
    const res = await call<Make>(updateClasses, {
      method: "PUT",
      token: tokens.admin,
      body: { id: ford.id, model_classes: { "f-150": "pickup" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.model_classes).toEqual({ "F-150": "pickup" });
    await call(updateClasses, { method: "PUT", token: tokens.superadmin, body: { id: ford.id, model_classes: { Explorer: "suv" } } });
    const list = await call<Make[]>(getMakes, { token: tokens.customer });
    expect(list.body.data.find((m) => m.id === ford.id)?.model_classes).toEqual({ "F-150": "pickup", Explorer: "suv" });
  });

  it("refuses an unknown class and a model the make does not have (400)", async () => {
    const bad = await call(updateClasses, { method: "PUT", token: tokens.admin, body: { id: ford.id, model_classes: { Focus: "truck" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.["model_classes.Focus"]).toEqual(["Choose a vehicle class: sedan, SUV, pickup, van or electric."]);
    const other = await call(updateClasses, {
      method: "PUT",
      token: tokens.admin,
      body: { id: ford.id, model_classes: { Civic: "sedan" } },
    });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ model_classes: ['"Civic" is not a model of Ford.'] });
  });

  it("answers 404 for a make that does not exist", async () => {
    const res = await call(updateClasses, { method: "PUT", token: tokens.admin, body: { id: 999_999, model_classes: {} } });
    expect(res.status).toBe(404);
  });

  it("is for staff only", async () => {
    await expectAccess(
      updateClasses,
      { method: "PUT", body: { id: ford.id, model_classes: { Focus: "sedan" } } },
      ["admin", "superadmin"],
      tokens,
    );
  });

  it("forgets the class of a model the make no longer has", async () => {
    const make = await createVehicleMake(db, "Chevrolet", ["Tahoe", "Bolt EV"]);
    await call(updateClasses, {
      method: "PUT",
      token: tokens.admin,
      body: { id: make.id, model_classes: { Tahoe: "suv", "Bolt EV": "electric" } },
    });
    const res = await call<Make>(updateMake, {
      method: "PUT",
      token: tokens.admin,
      body: { id: make.id, make: "Chevrolet", models: ["Tahoe", "Malibu"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.model_classes).toEqual({ Tahoe: "suv" });
  });
});

describe("modelClassesSchema", () => {
  it("reads the form's flat pairs as the API's map", () => {
    const parsed = modelClassesSchema.parse({ id: "3", model_0: "F-150", class_0: "pickup", model_1: "Focus", class_1: "sedan" });
    expect(parsed).toEqual({ id: 3, model_classes: { "F-150": "pickup", Focus: "sedan" } });
  });
});

describe("the catalogue's classes form (server action)", () => {
  it("saves the posted pairs for staff and refuses a customer", async () => {
    const make = await createVehicleMake(db, "Tesla", ["Model 3", "Model Y"]);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: String(make.id),
      model_0: "Model 3",
      class_0: "electric",
      model_1: "Model Y",
      class_1: "suv",
    }))
      form.set(k, v);
    caller.actor = await actorFromToken(db, tokens.customer);
    expect(await saveModelClassesAction({}, form)).toMatchObject({ ok: false, message: "You are not allowed to do this." });
    caller.actor = await actorFromToken(db, tokens.admin);
    expect(await saveModelClassesAction({}, form)).toMatchObject({ ok: true, message: "Vehicle classes saved" });
    const list = await call<Make[]>(getMakes, { token: tokens.admin });
    expect(list.body.data.find((m) => m.id === make.id)?.model_classes).toEqual({ "Model 3": "electric", "Model Y": "suv" });
  });
});
