import { instantAt, wallClockAt } from "@/lib/places/time-zone";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { POST as createJob } from "@/app/api/v1/customer/create-job/route";
import { GET as customerJobs } from "@/app/api/v1/customer/get-all-jobs-by-status/route";
import type { Db } from "@/db/client";
import { jobs } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createVehicleMake, utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, jobRequestForm, logsOf, makeWorld, type World } from "./helpers";

type CreatedJob = Record<string, unknown> & { id: number; request_status: string };

let db: Db;
let world: World;
const lastYear = new Date().getUTCFullYear() - 1;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await createVehicleMake(db, "Honda", ["Accord", "Civic"]);
  await createVehicleMake(db, "Ford", ["F-150"]);
});

afterEach(() => {
  vi.useRealTimers();
});

const vehicle = (values: Record<string, unknown> = {}) => ({
  year: lastYear,
  make: "Honda",
  model: "Accord",
  vinNumber: "1hgcm82633a004352",
  fueltype: "Gas",
  PO_number: "po-778",
  ...values,
});

/** The wizard's form (SPEC.md §3 "Job request form"), valid unless overridden. */
function wizardForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return jobRequestForm([vehicle()], {
    company_name: "read-only, ignored",
    username: "read-only, ignored",
    time_relaxation: true,
    pickup_additional_note: "gate code 12",
    deliver_washed: true,
    send_driver_contact_info: true,
    empire_notes: "billing ref 9",
    driver_notes: "call ahead",
    ...overrides,
  });
}

const post = (body: unknown, token = world.customer.token) => call<CreatedJob[]>(createJob, { method: "POST", body, token });

async function tabIds(handler: typeof customerJobs, token: string, tabName: string): Promise<number[]> {
  const res = await call<{ id: number }[]>(handler, { query: { tabName, limit: 100 }, token });
  expectStatus(res, 200);
  return res.body.data.map((j) => j.id);
}

describe("POST /api/v1/customer/create-job", () => {
  it("makes one job per vehicle: submitted with a PO, PO_missing without, each with its first log", async () => {
    const res = await post(
      wizardForm({
        vehicle_details: [vehicle(), vehicle({ make: "ford", model: "f-150", vinNumber: "1FTFW1ET5DFC10312", PO_number: "  " })],
      }),
    );
    expectStatus(res, 201);
    expect(res.body).toMatchObject({ success: true, message: "Created Job successfully!" });
    expect(res.body.data).toHaveLength(2);
    const [withPo, withoutPo] = res.body.data;
    expect(withPo).toMatchObject({
      id: expect.any(Number),
      request_status: "submitted",
      companyName: "Acme Motors",
      customer_name: "Carla Customer",
      vehicle_year: lastYear,
      vehicle_make: "Honda",
      vehicle_model: "Accord",
      vin_number: "1HGCM82633A004352",
      fuel_type: "Gas",
      po_number: "PO-778",
      pickup_date: utcDateFromNow(3),
      pickup_time: "10:00",
      pickup_business_name: "North Yard",
      pickup_location: "100 Commerce St, Dallas, TX",
      dropoff_date: utcDateFromNow(5),
      dropoff_time: "15:30",
      dropoff_business_name: "South Lot",
      dropoff_location: "200 Main St, Houston, TX",
      driver_name: null,
    });
    // The catalogue's spelling of make and model; no PO means PO_missing.
    expect(withoutPo).toMatchObject({ request_status: "PO_missing", vehicle_make: "Ford", vehicle_model: "F-150", po_number: null });

    const [row] = await db.select().from(jobs).where(eq(jobs.id, withPo!.id));
    expect(row).toMatchObject({
      companyId: world.companyA.id,
      customerId: world.customer.user.id,
      pickupPocName: "PAT PICKUP",
      pickupAdditionalNote: "GATE CODE 12",
      dropoffPocName: "DANA DROPOFF",
      driverNotes: "CALL AHEAD",
      empireNotes: "BILLING REF 9",
      deliverWashed: true,
      deliverFull: false,
      sendDriverContactInfo: true,
      timeRelaxation: true,
      pickupLatitude: 32.7767,
      dropoffLongitude: -95.3698,
    });
    for (const job of [withPo!, withoutPo!]) {
      const logs = await logsOf(db, job.id);
      expect(logs.map((l) => [l.requestStatus, l.userId])).toEqual([[job.request_status, world.customer.user.id]]);
    }
  });

  it("lands each job in its tab, for the customer and for the admin", async () => {
    const res = await post(wizardForm({ vehicle_details: [vehicle(), vehicle({ PO_number: "" })] }));
    expectStatus(res, 201);
    const [submitted, poMissing] = res.body.data.map((j) => j.id);

    expect(await tabIds(customerJobs, world.customer.token, "activeJobs")).toContain(submitted);
    expect(await tabIds(customerJobs, world.customer.token, "activeJobs")).not.toContain(poMissing);
    expect(await tabIds(customerJobs, world.customer.token, "PO_missing")).toEqual(expect.arrayContaining([poMissing]));
    expect(await tabIds(customerJobs, world.customer.token, "PO_missing")).not.toContain(submitted);
    expect(await tabIds(adminJobs, world.admin.token, "pendingApproval")).toContain(submitted);
    expect(await tabIds(adminJobs, world.admin.token, "poMissing")).toContain(poMissing);
    expect(await tabIds(adminJobs, world.admin.token, "poMissing")).not.toContain(submitted);
    // The other company sees neither.
    expect(await tabIds(customerJobs, world.otherCustomer.token, "all")).not.toContain(submitted);
  });

  it("answers 401 without a token and 403 for staff (only a company's customer requests jobs)", async () => {
    expectStatus(await call(createJob, { method: "POST", body: wizardForm() }), 401);
    expectStatus(await post(wizardForm(), world.admin.token), 403);
    expectStatus(await post(wizardForm(), world.superadmin.token), 403);
  });

  describe("timing rules (SPEC.md §5, checked at noon at the pickup place)", () => {
    // Noon today in Dallas, where the jobs' pickups are: the rules read the pickup place's clock.
    const today = wallClockAt(new Date(), "America/Chicago").date;
    const noon = instantAt({ date: today, time: "12:00" }, "America/Chicago");
    const atNoon = () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(noon);
    };

    it.each([
      ["pickup_date", { pickup_date: "" }, "Pickup date is required"],
      ["pickup_date", { pickup_date: undefined }, "Pickup date is required"],
      ["pickup_time", { pickup_time: "" }, "Pickup time is required"],
      ["pickup_time", { pickup_time: null }, "Pickup time is required"],
    ])("%s missing (%j): '%s'", async (field, overrides, message) => {
      expectFieldError(await post(wizardForm(overrides)), field, message);
    });

    it("refuses a pickup date in the past", async () => {
      atNoon();
      const yesterday = wallClockAt(new Date(noon.getTime() - 86_400_000), "America/Chicago").date;
      expectFieldError(await post(wizardForm({ pickup_date: yesterday })), "pickup_date", "Pickup date cannot be in the past");
    });

    it("refuses a same-day pickup less than 2 hours ahead and accepts one 2 hours ahead", async () => {
      atNoon();
      for (const time of ["09:00", "13:59"]) {
        expectFieldError(
          await post(wizardForm({ pickup_date: today, pickup_time: time })),
          "pickup_time",
          "Pickup time must be at least 2 hours later than current time",
        );
      }
      const res = await post(wizardForm({ pickup_date: today, pickup_time: "14:00" }));
      expectStatus(res, 201);
      expect(res.body.data[0]).toMatchObject({ pickup_date: today, pickup_time: "14:00" });
    });
  });

  describe("locations step: '{Label} is required.'", () => {
    const required = [
      ["pickup_location", "Pickup location is required."],
      ["pickup_latitude", "Pickup latitude is required."],
      ["pickup_longitude", "Pickup longitude is required."],
      ["pickup_POC_name", "Pickup POC name is required."],
      ["pickup_POC_phone", "Pickup POC phone is required."],
      ["dropoff_location", "Dropoff location is required."],
      ["dropoff_latitude", "Dropoff latitude is required."],
      ["dropoff_longitude", "Dropoff longitude is required."],
      ["dropoff_POC_name", "Dropoff POC name is required."],
      ["dropoff_POC_phone", "Dropoff POC phone is required."],
    ] as const;

    it.each(required)("%s blank, missing or null: '%s'", async (field, message) => {
      for (const value of ["   ", undefined, null]) {
        expectFieldError(await post(wizardForm({ [field]: value })), field, message);
      }
    });

    it("refuses a phone that is not digits only", async () => {
      expectFieldError(
        await post(wizardForm({ pickup_POC_phone: "214-555-0110" })),
        "pickup_POC_phone",
        "Pickup POC phone must contain digits only, at most 15.",
      );
    });
  });

  describe("vehicle step", () => {
    const NO_VEHICLE = "Please add at least one vehicle with all required fields filled.";
    const INCOMPLETE = "Please fill all required fields for the current vehicle.";

    it("needs at least one vehicle", async () => {
      expectFieldError(await post(wizardForm({ vehicle_details: [] })), "vehicle_details", NO_VEHICLE);
      expectFieldError(await post(wizardForm({ vehicle_details: undefined })), "vehicle_details", NO_VEHICLE);
    });

    it.each(["year", "make", "model", "vinNumber", "fueltype"])("refuses a vehicle without %s", async (field) => {
      for (const value of ["", undefined]) {
        const res = await post(wizardForm({ vehicle_details: [vehicle(), vehicle({ [field]: value })] }));
        expectFieldError(res, `vehicle_details.1.${field}`, INCOMPLETE);
      }
    });

    it.each([
      ["a letter O", "1HGCM82633A00435O"],
      ["16 characters", "1HGCM82633A00435"],
      ["a symbol", "1HGCM82633A0043-2"],
    ])("refuses a VIN with %s", async (_label, vinNumber) => {
      const res = await post(wizardForm({ vehicle_details: [vehicle({ vinNumber })] }));
      expectFieldError(res, "vehicle_details.0.vinNumber", "VIN must be 17 letters and digits (no I, O or Q).");
    });

    it("refuses a make or model outside the catalogue and a year outside the list", async () => {
      expectFieldError(
        await post(wizardForm({ vehicle_details: [vehicle({ make: "Tesla" })] })),
        "vehicle_details.0.make",
        "Please choose a make from the list.",
      );
      expectFieldError(
        await post(wizardForm({ vehicle_details: [vehicle({ model: "F-150" })] })),
        "vehicle_details.0.model",
        "Please choose a model of this make from the list.",
      );
      expectFieldError(
        await post(wizardForm({ vehicle_details: [vehicle({ year: 1990 })] })),
        "vehicle_details.0.year",
        "Please choose a year from the list.",
      );
      expectFieldError(
        await post(wizardForm({ vehicle_details: [vehicle({ fueltype: "Steam" })] })),
        "vehicle_details.0.fueltype",
        INCOMPLETE,
      );
    });

    it("creates nothing when one vehicle of several is refused", async () => {
      const before = (await db.select({ id: jobs.id }).from(jobs)).length;
      expectStatus(await post(wizardForm({ vehicle_details: [vehicle(), vehicle({ vinNumber: "short" })] })), 400);
      expect((await db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
    });
  });
});

describe("times local to the place (DECISIONS.md 'Times and places')", () => {
  afterEach(() => vi.useRealTimers());

  it("takes a same-day pickup at 8 PM in Dallas at 6 PM there, and answers each place's zone", async () => {
    const today = wallClockAt(new Date(), "America/Chicago").date;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(instantAt({ date: today, time: "18:00" }, "America/Chicago"));
    const res = await post(wizardForm({ pickup_date: today, pickup_time: "20:00", dropoff_date: null, dropoff_time: null }));
    expectStatus(res, 201);
    expect(res.body.data[0]).toMatchObject({
      pickup_date: today,
      pickup_time: "20:00",
      pickup_timezone: "America/Chicago",
      dropoff_timezone: "America/Chicago",
    });
    expectFieldError(
      await post(wizardForm({ pickup_date: today, pickup_time: "19:59", dropoff_date: null, dropoff_time: null })),
      "pickup_time",
      "Pickup time must be at least 2 hours later than current time",
    );
  });

  it("reads a Los Angeles pickup on Los Angeles' clock", async () => {
    const la = { pickup_latitude: 34.0522, pickup_longitude: -118.2437, pickup_location: "1 Main St, Los Angeles, CA" };
    const today = wallClockAt(new Date(), "America/Los_Angeles").date;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(instantAt({ date: today, time: "21:00" }, "America/Los_Angeles"));
    // 23:00 is two hours ahead in Los Angeles (it would be past midnight in Dallas).
    const res = await post(wizardForm({ ...la, pickup_date: today, pickup_time: "23:00", dropoff_date: null, dropoff_time: null }));
    expectStatus(res, 201);
    expect(res.body.data[0]).toMatchObject({ pickup_timezone: "America/Los_Angeles", dropoff_timezone: "America/Chicago" });
  });
});
