import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignOnBoard } from "@/app/api/v1/admin/assign-driver-on-board/route";
import { POST as assignInModal } from "@/app/api/v1/admin/assign-driver/route";
import { POST as setDayOff } from "@/app/api/v1/admin/set-driver-day-off/route";
import { appSettings, type Driver } from "@/db/schema";
import { NEEDS_CONFIRMATION } from "@/lib/dispatch/assign-on-board";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectStatus, jobFor, jobRow, makeWorld, type World } from "../jobs/helpers";

let world: World;
let dana: Driver;
let idle: Driver;

const onBoard = (token: string, body: unknown) => call(assignOnBoard, { token, body });
const inModal = (token: string, body: unknown) => call(assignInModal, { token, body });

/** A job from Los Angeles (08:00 PDT on 10 March 2026) to New York, 2,800 road miles: 5.6 days at 500 a day. */
const coastToCoast = {
  requestStatus: "approved" as const,
  pickupDate: "2026-03-10",
  pickupTime: "08:00",
  pickupTimezone: "America/Los_Angeles",
  pickupLatitude: 34.0522,
  pickupLongitude: -118.2437,
  dropoffDate: null,
  dropoffTime: null,
  dropoffTimezone: "America/New_York",
  dropoffLatitude: 40.7128,
  dropoffLongitude: -74.006,
  routeMiles: 2800,
};

beforeAll(async () => {
  const db = await resetDatabase();
  await db.delete(appSettings);
  await db.insert(appSettings).values({ id: 1 });
  world = await makeWorld(db);
  dana = await createDriver(db, { name: "Dana Driver", email: "dana@example.com" });
  idle = await createDriver(db, { name: "Ivy Inactive", email: "ivy@example.com", active: false });
});

describe("POST /api/v1/admin/assign-driver-on-board", () => {
  it("is refused exactly as the modal refuses: a job not approved (409), an inactive driver (400)", async () => {
    const submitted = await jobFor(world.db, world.customer, { ...coastToCoast, requestStatus: "submitted" });
    const approved = await jobFor(world.db, world.customer, coastToCoast);
    for (const body of [
      { jobId: submitted.id, driverId: dana.id },
      { jobId: approved.id, driverId: idle.id },
      { jobId: approved.id, driverId: 999_999 },
      { jobId: 999_999, driverId: dana.id },
      { jobId: approved.id },
    ]) {
      const board = await onBoard(world.admin.token, { ...body, confirmed: true });
      const modal = await inModal(world.admin.token, body);
      expect(board.status, JSON.stringify(body)).toBe(modal.status);
      expect(board.body, JSON.stringify(body)).toEqual(modal.body);
      expect([400, 404, 409]).toContain(board.status);
    }
    expect((await jobRow(world.db, approved.id)).driverId).toBeNull();
  });

  it("is for staff: a customer gets 403", async () => {
    const job = await jobFor(world.db, world.customer, coastToCoast);
    expectStatus(await onBoard(world.customer.token, { jobId: job.id, driverId: dana.id }), 403);
    expect((await jobRow(world.db, job.id)).driverId).toBeNull();
  });

  it("assigns a free driver at once", async () => {
    const job = await jobFor(world.db, world.customer, coastToCoast);
    const res = await onBoard(world.admin.token, { jobId: job.id, driverId: dana.id });
    expectStatus(res, 200);
    expect((await jobRow(world.db, job.id)).driverId).toBe(dana.id);
  });

  it("warns of an overlap with the driver's other job and assigns once confirmed", async () => {
    // Picked up in New York at 00:30 EDT on 16 March: before the first job's ETA there (01:24).
    const second = await jobFor(world.db, world.customer, {
      ...coastToCoast,
      pickupDate: "2026-03-16",
      pickupTime: "00:30",
      pickupTimezone: "America/New_York",
    });
    const first = await world.db.query.jobs.findFirst({ where: (jobs, { eq }) => eq(jobs.driverId, dana.id) });
    const refused = await onBoard(world.admin.token, { jobId: second.id, driverId: dana.id });
    expectStatus(refused, 409);
    expect(refused.body.message).toBe(NEEDS_CONFIRMATION);
    expect(refused.body.errors).toEqual({ overlap: [`Overlaps job #${first!.id}.`] });
    expect((await jobRow(world.db, second.id)).driverId).toBeNull();

    expectStatus(await onBoard(world.admin.token, { jobId: second.id, driverId: dana.id, confirmed: "true" }), 200);
    expect((await jobRow(world.db, second.id)).driverId).toBe(dana.id);
  });

  it("does not count a job picked up after the ETA, nor a delivered one", async () => {
    await jobFor(world.db, world.customer, { ...coastToCoast, pickupDate: "2026-04-01", requestStatus: "delivered", driverId: dana.id });
    const later = await jobFor(world.db, world.customer, { ...coastToCoast, pickupDate: "2026-04-01" });
    expectStatus(await onBoard(world.admin.token, { jobId: later.id, driverId: dana.id }), 200);
  });

  it("warns of a day off the job's span touches, on the drop-off's clock", async () => {
    const driver = await createDriver(world.db, { name: "Olga Off", email: "olga@example.com" });
    // The ETA is 05:24 UTC on the 16th: still the 15th in Los Angeles, the 16th in New York.
    expectStatus(await call(setDayOff, { token: world.admin.token, body: { driverId: driver.id, day: "2026-03-16", off: true } }), 200);
    const job = await jobFor(world.db, world.customer, coastToCoast);
    const refused = await onBoard(world.admin.token, { jobId: job.id, driverId: driver.id });
    expectStatus(refused, 409);
    expect(refused.body.errors).toEqual({ dayOff: ["Marked off on 2026-03-16."] });
    expectStatus(await onBoard(world.admin.token, { jobId: job.id, driverId: driver.id, confirmed: true }), 200);
  });

  it("reads the settings' miles per day: at 1,000 a day the same trip ends before the day off", async () => {
    const driver = await createDriver(world.db, { name: "Quinn Quick", email: "quinn@example.com" });
    expectStatus(await call(setDayOff, { token: world.admin.token, body: { driverId: driver.id, day: "2026-03-16", off: true } }), 200);
    await world.db.update(appSettings).set({ milesPerDay: 1000 });
    try {
      const job = await jobFor(world.db, world.customer, coastToCoast);
      expectStatus(await onBoard(world.admin.token, { jobId: job.id, driverId: driver.id }), 200);
    } finally {
      await world.db.update(appSettings).set({ milesPerDay: 500 });
    }
  });
});
