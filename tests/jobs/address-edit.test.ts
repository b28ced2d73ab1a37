import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateDeliveryAddress } from "@/app/api/v1/customer/update-delivery-address/route";
import type { Db } from "@/db/client";
import type { Job } from "@/db/schema";
import type { JobStatus } from "@/lib/jobs/statuses";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, jobFor, jobRow, logsOf, makeWorld, type SignedIn, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const edit = (body: Record<string, unknown>, who: SignedIn = world.admin) =>
  call<Record<string, unknown>>(updateDeliveryAddress, { method: "PUT", body, token: who.token });

const newPickup = {
  type: "pickup",
  business_name: "East Depot",
  address: "9 Harbor Way, Galveston, TX",
  latitude: 29.3013,
  longitude: -94.7977,
};

/** The columns of the side the edit did not touch. */
const dropoffOf = (job: Job) => [job.dropoffBusinessName, job.dropoffLocation, job.dropoffLatitude, job.dropoffLongitude];

describe("PUT customer/update-delivery-address with a jobId (the admin's job address edit)", () => {
  it("replaces the pickup's business name, address and coordinates, leaving the drop-off and the status", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const res = await edit({ jobId: job.id, ...newPickup });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Updated Address successfully!");
    expect(res.body.data).toMatchObject({
      id: job.id,
      request_status: "approved",
      pickup_business_name: "East Depot",
      pickup_location: "9 Harbor Way, Galveston, TX",
      pickup_latitude: 29.3013,
      pickup_longitude: -94.7977,
      dropoff_location: job.dropoffLocation,
    });
    const row = await jobRow(db, job.id);
    expect(row).toMatchObject({
      requestStatus: "approved",
      pickupBusinessName: "East Depot",
      pickupLocation: "9 Harbor Way, Galveston, TX",
      pickupLatitude: 29.3013,
      pickupLongitude: -94.7977,
    });
    expect(dropoffOf(row)).toEqual(dropoffOf(job));
    expect(await logsOf(db, job.id)).toHaveLength(1);
  });

  it("replaces the drop-off, coordinates also accepted as dropoff_latitude/dropoff_longitude (the saved-address payload)", async () => {
    const job = await jobFor(db, world.otherCustomer, { requestStatus: "PO_missing", poNumber: null });
    const res = await edit(
      {
        jobId: job.id,
        type: "dropoff",
        business_name: "",
        address: "5 Elm St, Austin, TX",
        dropoff_latitude: "30.2672",
        dropoff_longitude: "-97.7431",
        pickup_latitude: null,
        pickup_longitude: null,
      },
      world.superadmin,
    );
    expectStatus(res, 200);
    expect(await jobRow(db, job.id)).toMatchObject({
      dropoffBusinessName: "",
      dropoffLocation: "5 Elm St, Austin, TX",
      dropoffLatitude: 30.2672,
      dropoffLongitude: -97.7431,
      pickupLocation: job.pickupLocation,
    });
  });

  it("with a business name only, keeps the address and its coordinates", async () => {
    const job = await jobFor(db, world.customer);
    expectStatus(await edit({ jobId: job.id, type: "pickup", business_name: "Renamed Yard" }), 200);
    expect(await jobRow(db, job.id)).toMatchObject({
      pickupBusinessName: "Renamed Yard",
      pickupLocation: job.pickupLocation,
      pickupLatitude: job.pickupLatitude,
      pickupLongitude: job.pickupLongitude,
    });
  });

  it("'Please provide at least a business name or an address.'; an address needs its coordinates", async () => {
    const job = await jobFor(db, world.customer);
    expectFieldError(
      await edit({ jobId: job.id, type: "pickup", business_name: " ", address: "" }),
      "address",
      "Please provide at least a business name or an address.",
    );
    expectFieldError(
      await edit({ jobId: job.id, type: "pickup", address: "Somewhere", latitude: null, longitude: "" }),
      "address",
      "Could not get location details from Google",
    );
    expectStatus(await edit({ jobId: job.id, ...newPickup, type: "sideways" }), 400);
    expect(await jobRow(db, job.id)).toMatchObject({ pickupLocation: job.pickupLocation, pickupBusinessName: job.pickupBusinessName });
  });

  it.each<[JobStatus, string]>([
    ["in_transit", "In-Transit"],
    ["delivered", "Delivered"],
    ["cancelled", "Cancelled"],
  ])("answers 409 naming the status once the job is %s", async (status, title) => {
    const job = await jobFor(db, world.customer, { requestStatus: status });
    const res = await edit({ jobId: job.id, ...newPickup });
    expectStatus(res, 409);
    expect(res.body.message).toBe(`This job is ${title}: it cannot have its addresses edited now.`);
    expect((await jobRow(db, job.id)).pickupLocation).toBe(job.pickupLocation);
  });

  it("is the admin's: 403 for a customer even on his own job, 401 anonymous, 404 for no job", async () => {
    const job = await jobFor(db, world.customer);
    expectStatus(await edit({ jobId: job.id, ...newPickup }, world.customer), 403);
    expectStatus(await call(updateDeliveryAddress, { method: "PUT", body: { jobId: job.id, ...newPickup } }), 401);
    expectStatus(await edit({ jobId: 999_999, ...newPickup }), 404);
    expect((await jobRow(db, job.id)).pickupLocation).toBe(job.pickupLocation);
  });
});

describe("an address edit moves the place's time zone with it (DECISIONS.md 'Times and places')", () => {
  it("gives the pickup or drop-off the zone of its new coordinates, the other side keeping its own", async () => {
    const job = await jobFor(db, world.customer, {
      requestStatus: "approved",
      pickupTimezone: "America/Chicago",
      dropoffTimezone: "America/Chicago",
    });
    expectStatus(
      await edit({
        jobId: job.id,
        type: "pickup",
        business_name: "",
        address: "1 Main St, Los Angeles, CA",
        latitude: 34.0522,
        longitude: -118.2437,
      }),
      200,
    );
    expect(await jobRow(db, job.id)).toMatchObject({ pickupTimezone: "America/Los_Angeles", dropoffTimezone: "America/Chicago" });
    expectStatus(
      await edit({
        jobId: job.id,
        type: "dropoff",
        business_name: "",
        address: "Marine Dr, Mumbai",
        latitude: 18.9438,
        longitude: 72.8231,
      }),
      200,
    );
    expect(await jobRow(db, job.id)).toMatchObject({ pickupTimezone: "America/Los_Angeles", dropoffTimezone: "Asia/Kolkata" });
  });
});
