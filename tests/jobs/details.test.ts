import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { GET as fetchRideDetails } from "@/app/api/v1/admin/fetch-ride-details/route";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { PUT as approve } from "@/app/api/v1/admin/job-approve/route";
import { GET as customerProfile } from "@/app/api/v1/customer/get-customer-profile-details/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import type { Db } from "@/db/client";
import { locationUpdates, rides, type Driver, type Job } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
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
      trip_documents: null,
    });
  });

  it("answers the ride, the track and data.delivery_photos once the driver is on his way", async () => {
    const started = await jobFor(db, world.otherCustomer, { requestStatus: "in_transit", driverId: driver.id });
    await db.insert(rides).values({ jobId: started.id, driverId: driver.id, rideStatus: "ride_started", checkinMileage: 1200, damageNotes: "SCRATCH" });
    await db.insert(locationUpdates).values([
      { jobId: started.id, driverId: driver.id, latitude: 31.5, longitude: -96.1 },
      { jobId: started.id, driverId: driver.id, latitude: 30.9, longitude: -95.8 },
    ]);
    const res = await call<Record<string, unknown>>(fetchRideDetails, { query: { jobId: started.id }, token: world.superadmin.token });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      jobId: started.id,
      request_status: "in_transit",
      ride: { ride_status: "ride_started", driver_id: driver.id, driver_name: "Dale Driver", checkin_mileage: 1200, damage_notes: "SCRATCH" },
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
