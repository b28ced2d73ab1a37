import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createJob } from "@/app/api/v1/customer/create-job/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import type { Db } from "@/db/client";
import { jobs } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createVehicleMake } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, jobRequestForm, makeWorld, type World } from "./helpers";

// The server's Google key, as a deployment with one has it (lib/maps/server-config.ts reads the environment once).
const key = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock("@/lib/maps/server-config", () => ({ googleMapsApiKey: () => key.value, hasGoogleMaps: () => Boolean(key.value) }));

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await createVehicleMake(db, "Honda", ["Accord"]);
});
afterEach(() => {
  key.value = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const vehicle = {
  year: new Date().getUTCFullYear() - 1,
  make: "Honda",
  model: "Accord",
  vinNumber: "1HGCM82633A004352",
  fueltype: "Gas",
  PO_number: "PO-1",
};
const create = (overrides: Record<string, unknown> = {}) =>
  call<{ id: number }[]>(createJob, { body: jobRequestForm([vehicle], overrides), token: world.customer.token });
const rowOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("the route's driving distance (DECISIONS.md 'Bill of lading': the mileage check)", () => {
  it("is Google's, taken when the job is created on a server with a key", async () => {
    key.value = "server-key";
    const google = vi.fn(async () => Response.json({ routes: [{ distanceMeters: 385_000 }] }));
    vi.stubGlobal("fetch", google);
    const res = await create();
    expectStatus(res, 201);
    expect(google).toHaveBeenCalledTimes(1);
    expect((await rowOf(res.body.data[0]!.id)).routeMiles).toBe(239.2);
  });

  it("is left empty without a key, or when Google fails, and the job is created all the same", async () => {
    const google = vi.fn(async () => new Response("quota", { status: 429 }));
    vi.stubGlobal("fetch", google);
    const without = await create();
    expectStatus(without, 201);
    expect(google).not.toHaveBeenCalled();
    expect((await rowOf(without.body.data[0]!.id)).routeMiles).toBeNull();

    key.value = "server-key";
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const failed = await create();
    expectStatus(failed, 201);
    expect(google).toHaveBeenCalledTimes(1);
    expect((await rowOf(failed.body.data[0]!.id)).routeMiles).toBeNull();
  });
});

describe("the drop-off contact's e-mail", () => {
  it("is optional, kept, and shown on the job's details", async () => {
    const res = await create({ dropoff_POC_email: "  receiver@example.com " });
    expectStatus(res, 201);
    const id = res.body.data[0]!.id;
    expect((await rowOf(id)).dropoffPocEmail).toBe("receiver@example.com");
    const details = await call<{ jobData: { dropoff_POC_email: string | null } }>(customerJobDetails, {
      query: { jobId: id },
      token: world.customer.token,
    });
    expect(details.body.data.jobData.dropoff_POC_email).toBe("receiver@example.com");

    const blank = await create({ dropoff_POC_email: "" });
    expect((await rowOf(blank.body.data[0]!.id)).dropoffPocEmail).toBeNull();
    const absent = await create();
    expect((await rowOf(absent.body.data[0]!.id)).dropoffPocEmail).toBeNull();
  });

  it("refuses what is not an e-mail address, in the form's words", async () => {
    const res = await create({ dropoff_POC_email: "not-an-address" });
    expectFieldError(res, "dropoff_POC_email", "Please enter a valid email address for the drop-off contact.");
  });
});
