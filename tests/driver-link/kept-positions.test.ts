import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as track, POST as sendPositions } from "@/app/api/v1/driver/update-location/route";
import type { Db } from "@/db/client";
import { drivers, jobs, locationUpdates } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { signedPickup } from "../inspections/helpers";
import { assignedJob, driverCall, expectStatus, makeWorld, type World } from "./helpers";

// DECISIONS.md "The driver's link without signal": positions taken without signal are sent later
// with their capture times, kept once each, and read in the order they were taken.
let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

type Setup = Awaited<ReturnType<typeof assignedJob>>;
type Point = { current_latitude: number; current_longitude: number; createdAt: string; receivedAt: string };
const MINUTE = 60_000;

/** A position taken `minutesAgo` minutes ago, its latitude telling which. */
const kept = (minutesAgo: number) => ({
  id: randomUUID(),
  current_latitude: 32 + minutesAgo / 100,
  current_longitude: -96.8,
  captured_at: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
});

const send = (s: Setup, positions: unknown, token = s.token) =>
  driverCall<{ accepted: number; stored: number }>(sendPositions, token, { body: { job_id: s.job.id, driver_id: s.driver.id, positions } });
const trackOf = (s: Setup) => driverCall<Point[]>(track, s.token, { query: { job_id: s.job.id, driver_id: s.driver.id } });

describe("POST driver/update-location: positions kept on the phone", () => {
  it("keeps a batch sent out of order in the order taken, each once, and starts the ride with the first", async () => {
    const s = await assignedJob(db, world);
    await signedPickup(s);
    const batch = [kept(10), kept(50), kept(30), kept(40), kept(20)];
    const first = await send(s, batch);
    expectStatus(first, 200);
    expect(first.body.data).toEqual({ accepted: 5, stored: 5 });
    expect((await db.select({ status: jobs.requestStatus }).from(jobs).where(eq(jobs.id, s.job.id)))[0]!.status).toBe("in_transit");

    const points = (await trackOf(s)).body.data;
    expect(points.map((p) => p.current_latitude)).toEqual([32.5, 32.4, 32.3, 32.2, 32.1]);
    // Each keeps the phone's time and the server's: taken up to 50 minutes before it arrived.
    expect(new Date(points[0]!.createdAt).getTime()).toBeLessThan(new Date(points[0]!.receivedAt).getTime() - 45 * MINUTE);

    // Sent again after a lost answer, and again with one more: nothing twice.
    expect((await send(s, batch)).body.data).toEqual({ accepted: 5, stored: 0 });
    const later = kept(5);
    expect((await send(s, [...batch.slice(0, 2), later])).body.data).toEqual({ accepted: 3, stored: 1 });
    expect(await db.select().from(locationUpdates).where(eq(locationUpdates.jobId, s.job.id))).toHaveLength(6);

    // The job's latest position is the newest taken, not the last to arrive.
    expectStatus(await send(s, [kept(45)]), 200);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, s.job.id));
    expect(job!.lastLatitude).toBe(later.current_latitude);
    expect((await trackOf(s)).body.data.map((p) => p.current_latitude)).toEqual([32.5, 32.45, 32.4, 32.3, 32.2, 32.1, 32.05]);
  });

  it("refuses what the single position would: before check-in, bad positions, a revoked link", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await send(s, [kept(1)]), 409);
    await signedPickup(s);
    expectStatus(await send(s, []), 400);
    expectStatus(await send(s, [{ ...kept(1), current_latitude: 95 }]), 400);
    expectStatus(await send(s, [{ ...kept(1), captured_at: "yesterday" }]), 400);
    expectStatus(
      await send(
        s,
        Array.from({ length: 101 }, () => kept(1)),
      ),
      400,
    );
    expect(await db.select().from(locationUpdates).where(eq(locationUpdates.jobId, s.job.id))).toHaveLength(0);

    // The driver made inactive while positions waited on his phone: refused with the link's message.
    await db.update(drivers).set({ active: false }).where(eq(drivers.id, s.driver.id));
    const revoked = await send(s, [kept(1)]);
    expectStatus(revoked, 403);
    expect(revoked.body.message).toContain("no longer valid");
  });
});
