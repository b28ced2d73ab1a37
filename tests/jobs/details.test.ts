import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { GET as fetchRideDetails } from "@/app/api/v1/admin/fetch-ride-details/route";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { PUT as approve } from "@/app/api/v1/admin/job-approve/route";
import { GET as customerProfile } from "@/app/api/v1/customer/get-customer-profile-details/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import { GET as jobTrack } from "@/app/api/v1/job-track/route";
import { GET as customerJobs } from "@/app/api/v1/customer/get-all-jobs-by-status/route";
import { GET as driverJobDetails } from "@/app/api/v1/driver/job-details-driver/route";
import type { Db } from "@/db/client";
import { locationUpdates, rides, type Driver, type Job } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { assignedJob, driverCall } from "../driver-link/helpers";
import { expectStatus, jobFor, makeWorld, type World } from "./helpers";

type JobLog = { request_status: string; createdAt: string; User: { username: string } };
type Details = { jobData: Record<string, unknown>; jobLogs: JobLog[] };

let db: Db;
let world: World;
let driver: Driver;
let job: Job;

/** SPEC.md §3 "Job (detail)": every field, the dropoff_ set included. */
const SIDE_FIELDS = ["business_name", "location", "latitude", "longitude", "date", "time", "POC_name", "POC_phone", "additional_note"];
const DETAIL_FIELDS = [
  "id",
  "createdAt",
  "request_status",
  "cancellation_reason",
  "company_name",
  "customer_name",
  "driver_id",
  "driver_name",
  "driverName",
  "profile_Picture",
  "vehicle_year",
  "vehicle_make",
  "vehicle_model",
  "vin_number",
  "fuel_type",
  "po_number",
  "deliver_washed",
  "deliver_full",
  "send_driver_contact_info",
  ...SIDE_FIELDS.map((f) => `pickup_${f}`),
  ...SIDE_FIELDS.map((f) => `dropoff_${f}`),
  "isLinkExpired",
];

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  driver = await createDriver(db, { name: "Dale Driver" });
  job = await jobFor(db, world.customer, { pickupAdditionalNote: "GATE 4", deliverWashed: true });
  expectStatus(await call(approve, { method: "PUT", body: { jobId: job.id }, token: world.admin.token }), 200);
  expectStatus(await call(assignDriver, { method: "POST", body: { jobId: job.id, driverId: driver.id }, token: world.admin.token }), 200);
});

const details = (handler: typeof customerJobDetails, token: string, jobId: number | string = job.id) =>
  call<Details>(handler, { query: { jobId }, token });

describe("GET customer/get-job-details and admin/get-job-details", () => {
  it("answers data.jobData with the fields of SPEC.md §3 and data.jobLogs oldest first", async () => {
    const res = await details(customerJobDetails, world.customer.token);
    expectStatus(res, 200);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(["jobData", "jobLogs"]);
    const { jobData, jobLogs } = res.body.data;
    for (const field of DETAIL_FIELDS) expect(jobData, `jobData.${field}`).toHaveProperty(field);
    expect(jobData).toMatchObject({
      id: job.id,
      request_status: "approved",
      cancellation_reason: null,
      company_name: "Acme Motors",
      customer_name: "Carla Customer",
      driver_id: driver.id,
      driver_name: "Dale Driver",
      driverName: "Dale Driver",
      profile_Picture: "/images/default-driver.svg",
      vehicle_year: job.vehicleYear,
      vehicle_make: "Honda",
      vehicle_model: "Accord",
      vin_number: "1HGCM82633A004352",
      fuel_type: "Gas",
      po_number: job.poNumber,
      deliver_washed: true,
      deliver_full: false,
      send_driver_contact_info: false,
      pickup_business_name: "North Yard",
      pickup_location: "100 Commerce St, Dallas, TX",
      pickup_latitude: 32.7767,
      pickup_longitude: -96.797,
      pickup_date: job.pickupDate,
      pickup_time: "10:00",
      pickup_POC_name: "PAT PICKUP",
      pickup_POC_phone: "2145550110",
      pickup_additional_note: "GATE 4",
      dropoff_business_name: "South Lot",
      dropoff_location: "200 Main St, Houston, TX",
      dropoff_latitude: 29.7604,
      dropoff_longitude: -95.3698,
      dropoff_date: job.dropoffDate,
      dropoff_time: "16:00",
      dropoff_POC_name: "DANA DROPOFF",
      dropoff_POC_phone: "7135550120",
      dropoff_additional_note: "",
      isLinkExpired: false,
    });
    expect(new Date(jobData.createdAt as string).getTime()).not.toBeNaN();

    expect(jobLogs.map((l) => [l.request_status, l.User.username])).toEqual([
      ["submitted", "Carla Customer"],
      ["approved", "Ann Admin"],
      ["approved", "Ann Admin"], // the driver assigned
    ]);
    for (const log of jobLogs) expect(new Date(log.createdAt).getTime()).not.toBeNaN();
  });

  it("shows the admin the same job, whatever its company", async () => {
    const customerView = await details(customerJobDetails, world.customer.token);
    const adminView = await details(adminJobDetails, world.admin.token);
    expectStatus(adminView, 200);
    expect(adminView.body.data).toEqual(customerView.body.data);
    expectStatus(await details(adminJobDetails, world.superadmin.token), 200);
  });

  it("answers 404 for another company's job and for no job, 400 for a bad id", async () => {
    const res = await details(customerJobDetails, world.otherCustomer.token);
    expectStatus(res, 404);
    expect(res.body.message).toBe("Job not found.");
    expectStatus(await details(adminJobDetails, world.admin.token, 999_999), 404);
    expectStatus(await details(adminJobDetails, world.admin.token, "abc"), 400);
    // Past PostgreSQL's integer: a bad id (400), not a query that fails (500).
    for (const handler of [adminJobDetails, customerJobDetails]) {
      const res = await details(handler, handler === adminJobDetails ? world.admin.token : world.customer.token, "99999999999");
      expectStatus(res, 400);
    }
  });

  it("refuses the wrong audience: 403 for staff on the customer call and a customer on the admin call, 401 anonymous", async () => {
    expectStatus(await details(customerJobDetails, world.admin.token), 403);
    expectStatus(await details(adminJobDetails, world.customer.token), 403);
    expectStatus(await call(customerJobDetails, { query: { jobId: job.id } }), 401);
    expectStatus(await call(adminJobDetails, { query: { jobId: job.id } }), 401);
  });
});

describe("GET customer/get-customer-profile-details", () => {
  it("answers the company name and the username the wizard shows", async () => {
    const res = await call<Record<string, unknown>>(customerProfile, { token: world.customer.token });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      id: world.customer.user.id,
      username: "Carla Customer",
      company_name: "Acme Motors",
      company_id: world.companyA.id,
      email: world.customer.user.email,
    });
    expectStatus(await call(customerProfile, { token: world.admin.token }), 403);
    expectStatus(await call(customerProfile, {}), 401);
  });
});

describe("GET admin/fetch-ride-details", () => {
  it("answers an empty ride before the driver starts", async () => {
    const res = await call<Record<string, unknown>>(fetchRideDetails, { query: { jobId: job.id }, token: world.admin.token });
    expectStatus(res, 200);
    expect(res.body.data).toEqual({
      jobId: job.id,
      request_status: "approved",
      ride: null,
      delivery_photos: [],
      vehicle_photos: [],
      location_updates: [],
      location_updates_more: false,
      trip_documents: null,
    });
  });

  it("answers the ride, the track and data.delivery_photos once the driver is on his way", async () => {
    const started = await jobFor(db, world.otherCustomer, { requestStatus: "in_transit", driverId: driver.id });
    await db
      .insert(rides)
      .values({ jobId: started.id, driverId: driver.id, rideStatus: "ride_started", checkinMileage: 1200, damageNotes: "SCRATCH" });
    await db.insert(locationUpdates).values([
      { jobId: started.id, driverId: driver.id, latitude: 31.5, longitude: -96.1 },
      { jobId: started.id, driverId: driver.id, latitude: 30.9, longitude: -95.8 },
    ]);
    const res = await call<Record<string, unknown>>(fetchRideDetails, { query: { jobId: started.id }, token: world.superadmin.token });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      jobId: started.id,
      request_status: "in_transit",
      ride: {
        ride_status: "ride_started",
        driver_id: driver.id,
        driver_name: "Dale Driver",
        checkin_mileage: 1200,
        damage_notes: "SCRATCH",
      },
      delivery_photos: [],
      location_updates: [
        { current_latitude: 31.5, current_longitude: -96.1, createdAt: expect.any(String) },
        { current_latitude: 30.9, current_longitude: -95.8, createdAt: expect.any(String) },
      ],
    });
  });

  it("is for staff only", async () => {
    expectStatus(await call(fetchRideDetails, { query: { jobId: job.id }, token: world.customer.token }), 403);
    expectStatus(await call(fetchRideDetails, { query: { jobId: job.id } }), 401);
    expectStatus(await call(fetchRideDetails, { query: { jobId: 999_999 }, token: world.admin.token }), 404);
  });
});

describe("a long track: the details carry the latest 50 positions, GET job-track the earlier ones", () => {
  type Point = { current_latitude: number; current_longitude: number; createdAt: string };
  let long: Job;
  const start = Date.parse("2026-01-05T08:00:00.000Z");
  // 120 positions a minute apart; position i has latitude 30 + i / 1000.
  const latitudeOf = (p: Point) => Math.round((p.current_latitude - 30) * 1000);

  beforeAll(async () => {
    long = await jobFor(db, world.customer, { requestStatus: "in_transit", driverId: driver.id });
    await db.insert(locationUpdates).values(
      Array.from({ length: 120 }, (_, i) => ({
        jobId: long.id,
        driverId: driver.id,
        latitude: 30 + i / 1000,
        longitude: -96,
        createdAt: new Date(start + i * 60_000),
      })),
    );
  });

  it("details: the latest 50, oldest first, and that earlier ones exist", async () => {
    for (const [handler, token] of [
      [adminJobDetails, world.admin.token],
      [customerJobDetails, world.customer.token],
    ] as const) {
      const res = await details(handler, token, long.id);
      expectStatus(res, 200);
      const points = res.body.data.jobData.location_updates as Point[];
      expect(points.map(latitudeOf)).toEqual(Array.from({ length: 50 }, (_, i) => 70 + i));
      expect(points.at(-1)!.createdAt).toBe(new Date(start + 119 * 60_000).toISOString());
      expect(res.body.data.jobData.location_updates_more).toBe(true);
    }
    const ride = await call<{ location_updates: Point[]; location_updates_more: boolean }>(fetchRideDetails, {
      query: { jobId: long.id },
      token: world.admin.token,
    });
    expect(ride.body.data.location_updates.map(latitudeOf)).toEqual(Array.from({ length: 50 }, (_, i) => 70 + i));
    expect(ride.body.data.location_updates_more).toBe(true);
  });

  it("job-track pages backwards from a time until the first position", async () => {
    const page = (before: string, token: string = world.customer.token) =>
      call<{ points: Point[]; more: boolean }>(jobTrack, { query: { jobId: long.id, before, limit: 50 }, token });
    const second = await page(new Date(start + 70 * 60_000).toISOString());
    expectStatus(second, 200);
    expect(second.body.data.points.map(latitudeOf)).toEqual(Array.from({ length: 50 }, (_, i) => 20 + i));
    expect(second.body.data.more).toBe(true);
    const third = await page(second.body.data.points[0]!.createdAt, world.admin.token);
    expect(third.body.data.points.map(latitudeOf)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(third.body.data.more).toBe(false);
    const latest = await call<{ points: Point[]; more: boolean }>(jobTrack, { query: { jobId: long.id }, token: world.admin.token });
    expect(latest.body.data.points.map(latitudeOf)).toEqual(Array.from({ length: 50 }, (_, i) => 70 + i));
  });

  it("job-track keeps to the caller's scope and checks its query", async () => {
    expectStatus(await call(jobTrack, { query: { jobId: long.id }, token: world.otherCustomer.token }), 404);
    expectStatus(await call(jobTrack, { query: { jobId: long.id } }), 401);
    const bad = await call(jobTrack, { query: { jobId: long.id, before: "yesterday-ish" }, token: world.admin.token });
    expectStatus(bad, 400);
    expect(bad.body).toMatchObject({ message: "Validation errors", errors: { before: ["before must be a date and time."] } });
    expectStatus(await call(jobTrack, { query: { jobId: long.id, limit: 500 }, token: world.admin.token }), 400);
  });
});

describe("the request's notes and the timeline's events in both get-job-details (issue 20 items 3, 5)", () => {
  it("answers empire_notes and driver_notes, and an event (null for a change of status) on every log", async () => {
    const noted = await jobFor(db, world.customer, {
      requestStatus: "submitted",
      empireNotes: "BILL TO FLEET ACCOUNT 12",
      driverNotes: "CALL AHEAD",
    });
    for (const [handler, token] of [
      [adminJobDetails, world.admin.token],
      [customerJobDetails, world.customer.token],
    ] as const) {
      const res = await call<Details>(handler, { token, query: { jobId: noted.id } });
      expectStatus(res, 200);
      expect(res.body.data.jobData).toMatchObject({ empire_notes: "BILL TO FLEET ACCOUNT 12", driver_notes: "CALL AHEAD" });
      expect(res.body.data.jobLogs.length).toBeGreaterThan(0);
      for (const log of res.body.data.jobLogs) expect(log).toHaveProperty("event", null);
    }
  });
});

describe("each place's time zone in the job answers (DECISIONS.md 'Times and places')", () => {
  it("answers pickup_timezone and dropoff_timezone in both get-job-details, the lists and the driver's job, times as stored", async () => {
    const zones = { pickupTimezone: "America/Chicago", dropoffTimezone: "America/Los_Angeles" };
    const { job: placed, token } = await assignedJob(db, world, zones);
    const expected = {
      pickup_time: "10:00",
      dropoff_time: "16:00",
      pickup_timezone: "America/Chicago",
      dropoff_timezone: "America/Los_Angeles",
    };
    for (const [handler, who] of [
      [adminJobDetails, world.admin.token],
      [customerJobDetails, world.customer.token],
    ] as const) {
      const res = await call<Details>(handler, { token: who, query: { jobId: placed.id } });
      expectStatus(res, 200);
      expect(res.body.data.jobData).toMatchObject({ pickup_date: placed.pickupDate, ...expected });
    }
    const list = await call<Record<string, unknown>[]>(customerJobs, {
      token: world.customer.token,
      query: { tabName: "all", limit: 100 },
    });
    expectStatus(list, 200);
    expect(list.body.data.find((j) => j.id === placed.id)).toMatchObject(expected);
    const driverView = await driverCall<Record<string, unknown>>(driverJobDetails, token, { query: { jobId: placed.id } });
    expectStatus(driverView, 200);
    expect(driverView.body.data).toMatchObject(expected);
  });
});
