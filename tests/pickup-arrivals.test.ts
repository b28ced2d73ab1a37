import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as arriveRoute } from "@/app/api/v1/driver/arrive-at-pickup/route";
import type { Db } from "@/db/client";
import { inspectionPhotos, inspections, invoiceLines, jobs, pickupArrivals, rides, storedFiles } from "@/db/schema";
import { draftJobInvoice } from "@/lib/invoices/draft-invoice";
import { ARRIVAL_MESSAGES as M } from "@/lib/pickup-arrivals/messages";
import { waitingOfJob } from "@/lib/pickup-arrivals/waiting";
import { getCarrierSettings, saveCarrierSettings } from "@/lib/settings/carrier-settings";
import { resetDatabase } from "./helpers/db";
import { assignedJob, driverCall, expectStatus, logsOf, makeWorld, type World } from "./driver-link/helpers";

let db: Db;
let world: World;
let ids = 0;

// The factories' pickup: 100 Commerce St, Dallas. 0.002° of latitude is about 222 m; 0.004° about 445 m.
const PICKUP = { latitude: 32.7767, longitude: -96.797 };
const MINUTE = 60_000;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await saveCarrierSettings(db, { ...(await getCarrierSettings(db)), waiting_free_minutes: 60, waiting_quarter_cents: 1250 });
});

type Setup = Awaited<ReturnType<typeof assignedJob>>;
type Arrived = { id: string; arrived_at: string; meters_from_pickup: number; free_minutes: number; quarter_rate_cents: number };

function arrive(s: Setup, values: Record<string, unknown> = {}) {
  return driverCall<Arrived>(arriveRoute, s.token, {
    method: "POST",
    body: {
      job_id: s.job.id,
      driver_id: s.driver.id,
      id: `arrival-${process.pid}-${++ids}`,
      captured_at: new Date().toISOString(),
      ...PICKUP,
      latitude: PICKUP.latitude + 0.002,
      ...values,
    },
  });
}

const arrivalRow = async (jobId: number) => (await db.select().from(pickupArrivals).where(eq(pickupArrivals.jobId, jobId)))[0];

/** The pickup inspection begun: its VIN checked at `vinAt` (the server's clock), and optionally a photo taken on the phone at `photoAt`. */
async function beginCheckIn(jobId: number, vinAt: Date, photoAt?: Date) {
  const [inspection] = await db
    .insert(inspections)
    .values({ jobId, kind: "pickup", requiredSlots: [], vinCheckedAt: vinAt })
    .returning({ id: inspections.id });
  if (!photoAt) return;
  const fileId = `arrival-file-${process.pid}-${++ids}`;
  await db
    .insert(storedFiles)
    .values({ id: fileId, storage: "local", storageKey: fileId, contentType: "image/jpeg", sizeBytes: 1, sha256: "0".repeat(64) });
  await db
    .insert(inspectionPhotos)
    .values({ id: `photo-${fileId}`, inspectionId: inspection!.id, place: "front", fileId, sha256: "0".repeat(64), capturedAt: photoAt });
}

describe("I've arrived (POST driver/arrive-at-pickup)", () => {
  it("starts the clock within 300 m: the phone's time, the settings of now, a timeline entry; the same or another arrival again answers the first", async () => {
    const s = await assignedJob(db, world);
    const pressed = new Date(Date.now() - 5 * MINUTE);
    const res = await arrive(s, { captured_at: pressed.toISOString() });
    expectStatus(res, 200);
    expect(res.body.message).toBe(M.arrived);
    expect(res.body.data).toMatchObject({ arrived_at: pressed.toISOString(), free_minutes: 60, quarter_rate_cents: 1250 });
    expect(res.body.data.meters_from_pickup).toBeGreaterThan(200);
    expect(res.body.data.meters_from_pickup).toBeLessThan(250);

    // The settings change later: this wait keeps the terms it began with.
    await saveCarrierSettings(db, { ...(await getCarrierSettings(db)), waiting_quarter_cents: 9999 });
    const again = await arrive(s, { captured_at: new Date().toISOString() });
    expectStatus(again, 200);
    expect(again.body.data).toMatchObject({ id: res.body.data.id, arrived_at: pressed.toISOString(), quarter_rate_cents: 1250 });
    await saveCarrierSettings(db, { ...(await getCarrierSettings(db)), waiting_quarter_cents: 1250 });
    expect((await logsOf(db, s.job.id)).filter((l) => l.event === "arrived_at_pickup")).toHaveLength(1);
  });

  it("refuses a phone more than 300 m away, saying how far, and keeps nothing", async () => {
    const s = await assignedJob(db, world);
    const far = await arrive(s, { latitude: PICKUP.latitude + 0.004 });
    expectStatus(far, 400);
    expect(far.body.errors).toEqual({ latitude: [M.tooFar(445)] });
    const farther = await arrive(s, { latitude: PICKUP.latitude + 0.1 });
    expect(farther.body.errors).toEqual({ latitude: [M.tooFar(11_119)] });
    expect(farther.body.errors!.latitude![0]).toContain("11.1 km from the pickup address");
    expect(await arrivalRow(s.job.id)).toBeUndefined();
  });

  it("is refused once the check-in began, for another driver's link and on a job not approved", async () => {
    const s = await assignedJob(db, world);
    await beginCheckIn(s.job.id, new Date());
    const late = await arrive(s);
    expectStatus(late, 409);
    expect(late.body.message).toBe(M.afterCheckIn);
    const other = await assignedJob(db, world);
    expectStatus(await arrive({ ...other, token: s.token }), 403);
    const inTransit = await assignedJob(db, world);
    await db.update(jobs).set({ requestStatus: "in_transit" }).where(eq(jobs.id, inTransit.job.id));
    expectStatus(await arrive(inTransit), 409);
  });

  it("keeps one arrival when three are sent at once", async () => {
    const s = await assignedJob(db, world);
    const answers = await Promise.all([arrive(s), arrive(s), arrive(s)]);
    for (const answer of answers) expectStatus(answer, 200);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect((await logsOf(db, s.job.id)).filter((l) => l.event === "arrived_at_pickup")).toHaveLength(1);
  });

  it("takes a phone's time from the future as now, and one older than a day as a day ago", async () => {
    const future = await assignedJob(db, world);
    const before = Date.now();
    await arrive(future, { captured_at: new Date(Date.now() + 3 * 60 * MINUTE).toISOString() });
    expect((await arrivalRow(future.job.id))!.arrivedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await arrivalRow(future.job.id))!.arrivedAt.getTime()).toBeGreaterThanOrEqual(before);
    const old = await assignedJob(db, world);
    await arrive(old, { captured_at: new Date(Date.now() - 72 * 60 * MINUTE).toISOString() });
    const kept = (await arrivalRow(old.job.id))!;
    expect(kept.receivedAt.getTime() - kept.arrivedAt.getTime()).toBe(24 * 60 * MINUTE);
  });

  it("answers 400 for a missing position or a bad time", async () => {
    const s = await assignedJob(db, world);
    const res = await arrive(s, { latitude: undefined, captured_at: "yesterday" });
    expectStatus(res, 400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(["captured_at", "latitude"]);
  });
});

describe("the waiting clock and its invoice line", () => {
  async function arrivedAgo(minutesAgo: number) {
    const s = await assignedJob(db, world);
    const arrivedAt = new Date(Date.now() - minutesAgo * MINUTE);
    expectStatus(await arrive(s, { captured_at: arrivedAt.toISOString() }), 200);
    return { s, arrivedAt };
  }

  it("runs until the check-in begins: the earliest of the VIN check, the first photo (the phone's time) and the ride", async () => {
    const { s, arrivedAt } = await arrivedAgo(200);
    const running = (await waitingOfJob(db, s.job.id, new Date(arrivedAt.getTime() + 90 * MINUTE)))!;
    expect(running).toMatchObject({ checked_in_at: null, waited_minutes: 90, charged_quarters: 2, amount_cents: 2500 });
    // Taken offline: the first photo at +100 min reached us after the VIN check's +150 (the server's clock).
    await beginCheckIn(s.job.id, new Date(arrivedAt.getTime() + 150 * MINUTE), new Date(arrivedAt.getTime() + 100 * MINUTE));
    const stopped = (await waitingOfJob(db, s.job.id))!;
    expect(stopped).toMatchObject({ waited_minutes: 100, charged_quarters: 3, amount_cents: 3750 });
    expect(new Date(stopped.checked_in_at!).getTime()).toBe(arrivedAt.getTime() + 100 * MINUTE);
  });

  it.each([
    ["exactly the free hour: nothing", 60, 0],
    ["a minute past it: one started quarter", 61, 1],
    ["75 minutes: one", 75, 1],
    ["76 minutes: two", 76, 2],
  ])("%s", async (_name, minutes, quarters) => {
    const { s, arrivedAt } = await arrivedAgo(minutes + 10);
    await db.insert(rides).values({
      jobId: s.job.id,
      driverId: s.driver.id,
      rideStatus: "checked_in",
      checkedInAt: new Date(arrivedAt.getTime() + minutes * MINUTE),
    });
    expect(await waitingOfJob(db, s.job.id)).toMatchObject({
      waited_minutes: minutes,
      charged_quarters: quarters,
      amount_cents: quarters * 1250,
    });
  });

  it("bills the wait on the job's invoice once, as its own line; a free wait adds no line", async () => {
    const { s, arrivedAt } = await arrivedAgo(300);
    await db.insert(rides).values({
      jobId: s.job.id,
      driverId: s.driver.id,
      rideStatus: "checked_in",
      checkedInAt: new Date(arrivedAt.getTime() + 98 * MINUTE),
    });
    await db.update(jobs).set({ requestStatus: "delivered", deliveredAt: new Date() }).where(eq(jobs.id, s.job.id));
    expect(await draftJobInvoice(db, s.job.id)).toBe("drafted");
    const [jobLine] = await db.select().from(invoiceLines).where(eq(invoiceLines.jobId, s.job.id));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, jobLine!.invoiceId));
    const waiting = lines.filter((line) => line.jobId === null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      cents: 3 * 1250,
      description: `Job #${s.job.id}: waiting at pickup, 1 h 38 min (1 h free; 3 started quarter-hours × $12.50)`,
    });
    expect((await arrivalRow(s.job.id))!.invoiceLineId).toBe(waiting[0]!.id);
    expect(await draftJobInvoice(db, s.job.id)).toBe("billed");

    const free = await arrivedAgo(100);
    await db.insert(rides).values({
      jobId: free.s.job.id,
      driverId: free.s.driver.id,
      rideStatus: "checked_in",
      checkedInAt: new Date(free.arrivedAt.getTime() + 45 * MINUTE),
    });
    await db.update(jobs).set({ requestStatus: "delivered", deliveredAt: new Date() }).where(eq(jobs.id, free.s.job.id));
    expect(await draftJobInvoice(db, free.s.job.id)).toBe("drafted");
    const [freeLine] = await db.select().from(invoiceLines).where(eq(invoiceLines.jobId, free.s.job.id));
    expect(await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, freeLine!.invoiceId))).toHaveLength(1);
  });
});
