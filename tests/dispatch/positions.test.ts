import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPositions } from "@/app/api/v1/admin/get-dispatch-positions/route";
import { POST as sendPositions } from "@/app/api/v1/driver/update-location/route";
import type { Db } from "@/db/client";
import type { DispatchPositions } from "@/lib/dispatch/positions";
import { wallClockAt } from "@/lib/places/time-zone";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { signedPickup } from "../inspections/helpers";
import { assignedJob, driverCall, expectStatus, makeWorld, type World } from "../driver-link/helpers";
import { jobFor } from "../jobs/helpers";

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const positions = (token?: string) => call<DispatchPositions>(getPositions, { token });

describe("GET /api/v1/admin/get-dispatch-positions", () => {
  it("shows a position sent by the driver's link as fresh, with the driver and the drop-off", async () => {
    const s = await assignedJob(db, world);
    await signedPickup(s);
    const sent = { id: randomUUID(), current_latitude: 31.5, current_longitude: -96.1, captured_at: new Date().toISOString() };
    expectStatus(await driverCall(sendPositions, s.token, { body: { job_id: s.job.id, driver_id: s.driver.id, positions: [sent] } }), 200);

    const res = await positions(world.admin.token);
    expectStatus(res, 200);
    const moving = res.body.data.inTransit.find((row) => row.jobId === s.job.id);
    expect(moving).toMatchObject({
      driverName: s.driver.name,
      vehicle: `${s.job.vehicleYear} ${s.job.vehicleMake} ${s.job.vehicleModel}`,
      position: { lat: 31.5, lng: -96.1 },
      pingAge: "fresh",
      dropoff: { lat: s.job.dropoffLatitude, lng: s.job.dropoffLongitude, location: s.job.dropoffLocation },
    });
  });

  it("marks a job in transit that never sent a position as lost", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "in_transit" });
    const res = await positions(world.superadmin.token);
    expect(res.body.data.inTransit.find((row) => row.jobId === job.id)).toMatchObject({ position: null, pingAge: "lost" });
  });

  it("lists today's approved pickups by the pickup's own clock", async () => {
    const zone = "Pacific/Kiritimati"; // UTC+14: its today is often UTC's tomorrow.
    const today = wallClockAt(new Date(), zone).date;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const due = await jobFor(db, world.customer, { requestStatus: "approved", pickupDate: today, pickupTimezone: zone });
    const notYet = await jobFor(db, world.customer, { requestStatus: "approved", pickupDate: tomorrow, pickupTimezone: zone });
    const notApproved = await jobFor(db, world.customer, { requestStatus: "submitted", pickupDate: today, pickupTimezone: zone });

    const ids = (await positions(world.admin.token)).body.data.pickupsToday.map((row) => row.jobId);
    expect(ids).toContain(due.id);
    expect(ids).not.toContain(notYet.id);
    expect(ids).not.toContain(notApproved.id);
  });

  it("is for staff only: a customer gets 403, a driver's link token or none 401", async () => {
    expectStatus(await positions(world.customer.token), 403);
    expectStatus(await positions(world.otherCustomer.token), 403);
    expectStatus(await positions(), 401);
    const s = await assignedJob(db, world);
    expectStatus(await positions(s.token), 401);
  });
});
