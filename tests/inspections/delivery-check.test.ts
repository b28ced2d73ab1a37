import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import { GET as jobDetailsDriver } from "@/app/api/v1/driver/job-details-driver/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import type { Db } from "@/db/client";
import { jobs } from "@/db/schema";
import type { ClaimsView } from "@/lib/inspections/claims";
import type { JobInspections } from "@/lib/inspections/inspection-view";
import type { RouteDistance } from "@/lib/maps/distance";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { readOutbox } from "../helpers/mail";
import { assignedJob, driverCall, expectStatus, form, makeWorld, type World } from "../driver-link/helpers";
import { inspector, type Setup } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

type Readings = { odometer: string; keys_count: number; loose_items: string };

/** Pickup and delivery inspections, both signed, with the readings given (no damage). */
async function deliveredWith(pickupReadings: Readings, deliveryReadings: Readings, routeMiles: number | null = null) {
  const s = await assignedJob(db, world, { routeMiles });
  const pickup = inspector(s, "pickup");
  expectStatus(await pickup.vin(s.job.vinNumber.slice(-6)), 200);
  await pickup.allSlots();
  expectStatus(await pickup.readings({ ...pickupReadings, no_damage: true }), 200);
  expectStatus(await pickup.sign(), 200);
  await beginTrip(s);
  const delivery = inspector(s, "delivery");
  await delivery.allSlots();
  expectStatus(await delivery.readings({ ...deliveryReadings, no_damage: true }), 200);
  expectStatus(await delivery.sign({ signer_name: "Dana Dropoff" }), 200);
  return s;
}

async function beginTrip(s: Setup) {
  const body = form({
    jobId: s.job.id,
    driverId: s.driver.id,
    ride_status: "ride_started",
    current_latitude: "32.78",
    current_longitude: "-96.8",
  });
  expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body }), 200);
}

type Details = { jobData: { claims: ClaimsView; route_distance: RouteDistance; inspections: JobInspections } };
const detailsOf = async (handler: typeof adminJobDetails, token: string, jobId: number) => {
  const res = await call<Details>(handler, { query: { jobId }, token });
  expectStatus(res, 200);
  return res.body.data.jobData;
};

describe("the delivery check (issue 29 items 5 and 9)", () => {
  it("flags keys fewer and loose items missing, for staff and the job's customers, in the staff's filter and the delivered mail", async () => {
    const s = await deliveredWith(
      { odometer: "1000", keys_count: 2, loose_items: "Spare tire, floor mats" },
      { odometer: "1200", keys_count: 1, loose_items: "Floor mats" },
    );
    const fine = await deliveredWith(
      { odometer: "1000", keys_count: 2, loose_items: "Spare tire" },
      { odometer: "1200", keys_count: 2, loose_items: "spare tire" },
    );

    for (const [handler, token] of [
      [adminJobDetails, world.admin.token],
      [customerJobDetails, world.customer.token],
    ] as const) {
      const job = await detailsOf(handler, token, s.job.id);
      expect(job.claims.missing).toEqual({ keys: { pickup: 2, delivery: 1 }, loose_items: ["Spare tire"] });
      expect(job.claims.mileage).toMatchObject({ driven: 200 });
      // What pickup recorded, beside the delivery (the office's card and the driver's steps read it).
      expect(job.inspections.delivery.at_pickup).toMatchObject({
        readings: { keys_count: 2, loose_items: "Spare tire, floor mats", fuel_eighths: 6 },
        damages: [],
      });
      expect((await detailsOf(handler, token, fine.job.id)).claims.missing).toEqual({ keys: null, loose_items: [] });
    }

    const listed = await call<{ id: number }[]>(adminJobs, { query: { tabName: "missingItems", limit: 100 }, token: world.admin.token });
    expectStatus(listed, 200);
    expect(listed.body.data.map((j) => j.id)).toEqual([s.job.id]);

    const delivered = async (jobId: number) =>
      (await readOutbox()).find((m) => m.subject === `Job #${jobId}: vehicle delivered, with the bill of lading`)?.text;
    expect(await delivered(s.job.id)).toContain("Keys: 2 at pickup, 1 at delivery.\nLoose items missing at delivery: Spare tire.");
    expect(await delivered(fine.job.id)).not.toMatch(/Keys:|missing/);
  });

  it("shows one distance, the one the mileage check uses, on the job, its claim line and the driver's page", async () => {
    // Google's road of 1,237 mi: 1,600 mi driven is more than 1,237 + 15 % + 25 mi (1,448).
    const road = await deliveredWith(
      { odometer: "10000", keys_count: 1, loose_items: "" },
      { odometer: "11600", keys_count: 1, loose_items: "" },
      1237.4,
    );
    const estimated = await deliveredWith(
      { odometer: "10000", keys_count: 1, loose_items: "" },
      { odometer: "10100", keys_count: 1, loose_items: "" },
    );
    for (const [s, isEstimate] of [
      [road, false],
      [estimated, true],
    ] as const) {
      const job = await detailsOf(adminJobDetails, world.admin.token, s.job.id);
      expect(job.route_distance.isEstimate).toBe(isEstimate);
      expect(job.claims.mileage?.route).toEqual(job.route_distance);
      expect((await detailsOf(customerJobDetails, world.customer.token, s.job.id)).route_distance).toEqual(job.route_distance);
      const driver = await driverCall<{ route_distance: RouteDistance }>(jobDetailsDriver, s.token, { query: { jobId: s.job.id } });
      expectStatus(driver, 200);
      expect(driver.body.data.route_distance).toEqual(job.route_distance);
    }
    const job = await detailsOf(adminJobDetails, world.admin.token, road.job.id);
    expect(job.route_distance).toEqual({ miles: 1237, isEstimate: false });
    expect(job.claims.mileage).toMatchObject({ driven: 1600, allowed: 1448, isFlagged: true });
    const [row] = await db.select({ flagged: jobs.hasMileageFlag }).from(jobs).where(eq(jobs.id, road.job.id));
    expect(row?.flagged).toBe(true);
  });
});
