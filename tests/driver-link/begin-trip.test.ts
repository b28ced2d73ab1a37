import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as beginTrip } from "@/app/api/v1/driver/begin-trip/route";
import type { Db } from "@/db/client";
import { locationUpdates, rides } from "@/db/schema";
import type { DriverRide } from "@/lib/driver-link/queries/driver-ride";
import { driverStage, redirectFor, rideDetailsAction } from "@/lib/driver-link/stage";
import { resetDatabase } from "../helpers/db";
import { signedPickup } from "../inspections/helpers";
import { assignedJob, driverCall, expectStatus, jobRow, logsOf, makeWorld, type World } from "./helpers";

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

type Setup = Awaited<ReturnType<typeof assignedJob>>;
const begin = (s: Setup, fields: Record<string, unknown> = {}) =>
  driverCall<DriverRide>(beginTrip, s.token, { method: "POST", body: { jobId: s.job.id, driverId: s.driver.id, ...fields } });

/** The driver page's stage as a reload computes it, from the server's record. */
async function stageOf(s: Setup) {
  const job = await jobRow(db, s.job.id);
  const [ride] = await db.select({ status: rides.rideStatus }).from(rides).where(eq(rides.jobId, s.job.id));
  return driverStage(job.requestStatus, ride?.status ?? null);
}

describe("POST driver/begin-trip", () => {
  it("after the pickup signature, puts the job in transit with the phone's position; a reload shows the trip under way", async () => {
    const s = await assignedJob(db, world);
    await signedPickup(s);
    expect(await stageOf(s)).toBe("checked_in");
    expect(rideDetailsAction(await stageOf(s), false)).toBe("begin_trip");

    const res = await begin(s, { current_latitude: 32.7767, current_longitude: -96.797 });
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({
      request_status: "in_transit",
      ride_status: "ride_started",
      last_location: { current_latitude: 32.7767, current_longitude: -96.797 },
    });
    expect(await db.select().from(locationUpdates).where(eq(locationUpdates.jobId, s.job.id))).toHaveLength(1);
    expect((await logsOf(db, s.job.id)).at(-1)).toMatchObject({ requestStatus: "in_transit", driverId: s.driver.id });

    // After a reload: en route, Begin Trip not offered again, the Begin Trip page opens on the trip.
    const stage = await stageOf(s);
    expect(stage).toBe("en_route");
    expect(rideDetailsAction(stage, false)).toBeNull();
    expect(redirectFor("trip-starts", stage)).toBeNull();
  });

  it("kept without signal, Begin Trip's position keeps the time the phone took it; a time ahead of the server's is not believed", async () => {
    const kept = await assignedJob(db, world);
    await signedPickup(kept);
    const pressed = new Date(Date.now() - 20 * 60_000);
    expectStatus(await begin(kept, { current_latitude: 32.1, current_longitude: -96.1, captured_at: pressed.toISOString() }), 200);
    const [point] = await db.select().from(locationUpdates).where(eq(locationUpdates.jobId, kept.job.id));
    expect(point!.createdAt.toISOString()).toBe(pressed.toISOString());
    expect(point!.receivedAt.getTime()).toBeGreaterThan(pressed.getTime() + 19 * 60_000);

    const ahead = await assignedJob(db, world);
    await signedPickup(ahead);
    const future = new Date(Date.now() + 60 * 60_000);
    expectStatus(await begin(ahead, { current_latitude: 32.1, current_longitude: -96.1, captured_at: future.toISOString() }), 200);
    const [late] = await db.select().from(locationUpdates).where(eq(locationUpdates.jobId, ahead.job.id));
    expect(late!.createdAt.getTime()).toBeLessThan(future.getTime() - 50 * 60_000);
    expectStatus(await begin(ahead, { captured_at: "yesterday" }), 400);
  });

  it("is idempotent: sent again it answers the ride as it is and records nothing twice", async () => {
    const s = await assignedJob(db, world);
    await signedPickup(s);
    const [first, second] = await Promise.all([begin(s), begin(s)]);
    expectStatus(first, 200);
    expectStatus(second, 200);
    expectStatus(await begin(s), 200);
    expect((await jobRow(db, s.job.id)).requestStatus).toBe("in_transit");
    const transits = (await logsOf(db, s.job.id)).filter((l) => l.requestStatus === "in_transit");
    expect(transits).toHaveLength(1);
    expect(await db.select().from(locationUpdates).where(eq(locationUpdates.jobId, s.job.id))).toHaveLength(0);
  });

  it("refuses before the check-in (409), half a position (400), and another driver's link (403)", async () => {
    const s = await assignedJob(db, world);
    const early = await begin(s);
    expectStatus(early, 409);
    expect(early.body.message).toBe("Please check in before starting the trip.");
    expect((await jobRow(db, s.job.id)).requestStatus).toBe("approved");

    await signedPickup(s);
    const half = await begin(s, { current_latitude: 32.7 });
    expectStatus(half, 400);
    expect(half.body.errors).toHaveProperty("current_longitude");
    const other = await assignedJob(db, world);
    expectStatus(await driverCall(beginTrip, other.token, { method: "POST", body: { jobId: s.job.id, driverId: s.driver.id } }), 403);
    expect((await jobRow(db, s.job.id)).requestStatus).toBe("approved");
  });
});
