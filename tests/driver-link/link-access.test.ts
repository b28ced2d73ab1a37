import { readdir, readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { PUT as adminCancel } from "@/app/api/v1/admin/job-cancellation/route";
import { randomUUID } from "node:crypto";
import { POST as addExpense } from "@/app/api/v1/driver/add-expense/route";
import { POST as reportPickupException } from "@/app/api/v1/driver/report-pickup-exception/route";
import { POST as arriveAtPickup } from "@/app/api/v1/driver/arrive-at-pickup/route";
import { POST as beginTrip } from "@/app/api/v1/driver/begin-trip/route";
import { POST as checkVin } from "@/app/api/v1/driver/check-vin/route";
import { GET as fetchExpenses } from "@/app/api/v1/driver/fetch-expenses/route";
import { GET as fetchTripDocuments } from "@/app/api/v1/driver/fetch-trip-documents/route";
import { GET as inspection } from "@/app/api/v1/driver/inspection/route";
import { DELETE as removeDamage, PUT as damagePart } from "@/app/api/v1/driver/inspection-damage/route";
import { PUT as photoPart } from "@/app/api/v1/driver/inspection-photo/route";
import { PUT as readingsPart } from "@/app/api/v1/driver/inspection-readings/route";
import { POST as signPart } from "@/app/api/v1/driver/sign-inspection/route";
import { GET as jobDetailsDriver } from "@/app/api/v1/driver/job-details-driver/route";
import { POST as ridingDetails } from "@/app/api/v1/driver/riding-details/route";
import { GET as updateLocation, POST as sendPositions } from "@/app/api/v1/driver/update-location/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import { POST as uploadTripDocument } from "@/app/api/v1/driver/upload-trip-document/route";
import { onQuery, type Db } from "@/db/client";
import { drivers, jobs, locationUpdates } from "@/db/schema";
import { env } from "@/lib/env";
import { signDriverLink } from "@/lib/auth/driver-link-token";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call, type CallOptions } from "../helpers/http";
import { assignedJob, driverCall, expectStatus, form, jobRow, makeWorld, pdfFile, pngFile, type Handler, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

type Setup = Awaited<ReturnType<typeof assignedJob>>;
type Kind = "read" | "write";

/** Every driver call, with a valid request for the setup's job and driver. */
const CALLS: { name: string; handler: Handler; kind: Kind; request: (s: Setup) => CallOptions; answersInspection?: true }[] = [
  {
    name: "GET job-details-driver",
    handler: jobDetailsDriver,
    kind: "read",
    request: (s) => ({ query: { jobId: s.job.id, driverId: s.driver.id } }),
  },
  {
    name: "GET fetch-trip-documents",
    handler: fetchTripDocuments,
    kind: "read",
    request: (s) => ({ query: { job_id: s.job.id, driver_id: s.driver.id } }),
  },
  {
    name: "GET update-location",
    handler: updateLocation,
    kind: "read",
    request: (s) => ({ query: { job_id: s.job.id, driver_id: s.driver.id } }),
  },
  {
    name: "POST riding-details",
    handler: ridingDetails,
    kind: "write",
    request: (s) => ({ body: { jobId: s.job.id, driverId: s.driver.id } }),
  },
  {
    name: "PUT update-riding-details",
    handler: updateRidingDetails,
    kind: "write",
    request: (s) => ({
      method: "PUT",
      body: form({
        jobId: s.job.id,
        driverId: s.driver.id,
        ride_status: "checked_in",
        checkin_mileage: 10,
        damage_notes: "none",
        vehicle_photo: pngFile(),
      }),
    }),
  },
  {
    name: "POST upload-trip-document",
    handler: uploadTripDocument,
    kind: "write",
    request: (s) => ({
      body: form({
        job_id: s.job.id,
        driver_id: s.driver.id,
        additional_notes: "n",
        fuel_receipt: pdfFile(),
        existing_other_receipts: "null",
      }),
    }),
  },
  {
    name: "GET inspection",
    handler: inspection,
    kind: "read",
    request: (s) => ({ query: { jobId: s.job.id, driverId: s.driver.id, kind: "delivery" } }),
    answersInspection: true,
  },
  {
    name: "GET fetch-expenses",
    handler: fetchExpenses,
    kind: "read",
    request: (s) => ({ query: { job_id: s.job.id, driver_id: s.driver.id } }),
  },
  {
    name: "POST add-expense",
    handler: addExpense,
    kind: "write",
    request: (s) => ({
      body: form({
        job_id: s.job.id,
        driver_id: s.driver.id,
        id: randomUUID(),
        type: "fuel",
        amount_cents: 4250,
        captured_at: new Date().toISOString(),
        receipt: pngFile(),
      }),
    }),
  },
  {
    name: "POST report-pickup-exception",
    handler: reportPickupException,
    kind: "write",
    request: (s) => ({
      body: form({
        job_id: s.job.id,
        driver_id: s.driver.id,
        id: randomUUID(),
        reason: "not_ready",
        captured_at: new Date().toISOString(),
        latitude: 32.78,
        longitude: -96.8,
        photo: pngFile(),
      }),
    }),
  },
  {
    name: "POST arrive-at-pickup",
    handler: arriveAtPickup,
    kind: "write",
    request: (s) => ({
      body: {
        job_id: s.job.id,
        driver_id: s.driver.id,
        id: randomUUID(),
        captured_at: new Date().toISOString(),
        latitude: 32.7767,
        longitude: -96.797,
      },
    }),
  },
  { name: "POST check-vin", handler: checkVin, kind: "write", request: (s) => ({ body: { ...ids(s), vin: "004352" } }) },
  { name: "POST begin-trip", handler: beginTrip, kind: "write", request: (s) => ({ body: ids(s) }) },
  {
    name: "POST update-location",
    handler: sendPositions,
    kind: "write",
    request: (s) => ({
      body: {
        job_id: s.job.id,
        driver_id: s.driver.id,
        positions: [{ id: randomUUID(), current_latitude: 32.7, current_longitude: -96.8, captured_at: new Date().toISOString() }],
      },
    }),
  },
  {
    name: "PUT inspection-photo",
    handler: photoPart,
    kind: "write",
    request: (s) => ({
      method: "PUT",
      body: form({ ...part(s), place: "front", sha256: "a".repeat(64), photo: pngFile() }),
    }),
  },
  {
    name: "PUT inspection-damage",
    handler: damagePart,
    kind: "write",
    request: (s) => ({
      method: "PUT",
      body: { ...part(s), view: "top", x: 0.5, y: 0.5, area: "01", type: "04", severity: "2", photo_ids: [randomUUID()] },
    }),
  },
  { name: "DELETE inspection-damage", handler: removeDamage, kind: "write", request: (s) => ({ method: "DELETE", body: part(s) }) },
  {
    name: "PUT inspection-readings",
    handler: readingsPart,
    kind: "write",
    request: (s) => ({ method: "PUT", body: { ...part(s), odometer: "100", keys_count: 1 } }),
  },
  {
    name: "POST sign-inspection",
    handler: signPart,
    kind: "write",
    request: (s) => ({
      body: {
        ...part(s),
        signer_name: "Rita",
        strokes: [
          [
            [0.1, 0.1],
            [0.9, 0.9],
          ],
        ],
        driver_name: "Dale",
      },
    }),
  },
];

function ids(s: Setup) {
  return { jobId: s.job.id, driverId: s.driver.id };
}

/** An inspection part's common fields: the delivery's, a fresh id, taken now. */
function part(s: Setup) {
  return { ...ids(s), kind: "delivery", id: randomUUID(), captured_at: new Date().toISOString() };
}

describe("the driver routes", () => {
  it("are every one in the table above, so each is checked for access, and declare it with withDriverLink's write", async () => {
    const found: string[] = [];
    for (const dir of await readdir("app/api/v1/driver")) {
      const source = await readFile(`app/api/v1/driver/${dir}/route.ts`, "utf8");
      for (const [, method] of source.matchAll(/export const (GET|POST|PUT|DELETE) =/g)) found.push(`${method} ${dir}`);
    }
    expect(found.sort()).toEqual(CALLS.map((c) => c.name).sort());
  });
});

/** A job and link where each call succeeds: delivered an hour ago, so even the documents upload is open. */
async function deliveredJob(deliveredHoursAgo = 1) {
  const s = await assignedJob(db, world);
  await db
    .update(jobs)
    .set({ requestStatus: "delivered", deliveredAt: new Date(Date.now() - deliveredHoursAgo * 3600_000) })
    .where(eq(jobs.id, s.job.id));
  return s;
}

describe.each(CALLS)("$name", ({ handler, kind, request, answersInspection }) => {
  it("refuses a call without a token (401) and a tampered token (401)", async () => {
    const s = await deliveredJob();
    expectStatus(await call(handler, request(s)), 401);
    const [head, payload, signature] = s.token.split(".");
    const forged = Buffer.from(JSON.stringify({ jobId: s.job.id, driverId: s.driver.id, v: 99, aud: "driver-link" })).toString("base64url");
    expectStatus(await driverCall(handler, `${head}.${forged}.${signature}`, request(s)), 401);
    expectStatus(await driverCall(handler, `${head}.${payload}.${signature!.slice(0, -2)}xx`, request(s)), 401);
    // A session token is not a link token.
    expectStatus(await driverCall(handler, world.admin.token, request(s)), 401);
  });

  it("refuses a token of another job or another driver (403)", async () => {
    const s = await deliveredJob();
    const other = await deliveredJob();
    expectStatus(await driverCall(handler, other.token, request(s)), 403);
    const strangerToken = await signDriverLink({ jobId: s.job.id, driverId: other.driver.id, v: s.job.linkVersion }, env().AUTH_SECRET);
    expectStatus(await driverCall(handler, strangerToken, request(s)), 403);
  });

  it("refuses a revoked link: reassigned, cancelled, or the driver made inactive (403)", async () => {
    const reassigned = await assignedJob(db, world);
    const next = await createDriver(db);
    expectStatus(await call(assignDriver, { body: { jobId: reassigned.job.id, driverId: next.id }, token: world.admin.token }), 200);
    const old = await driverCall(handler, reassigned.token, request(reassigned));
    expectStatus(old, 403);
    expect(old.body.message).toContain("no longer valid");

    const cancelled = await assignedJob(db, world);
    expectStatus(
      await call(adminCancel, { method: "PUT", body: { jobId: cancelled.job.id, reason: "Customer withdrew" }, token: world.admin.token }),
      200,
    );
    expectStatus(await driverCall(handler, cancelled.token, request(cancelled)), 403);

    const inactive = await deliveredJob();
    await db.update(drivers).set({ active: false }).where(eq(drivers.id, inactive.driver.id));
    expectStatus(await driverCall(handler, inactive.token, request(inactive)), 403);
  });

  it(
    kind === "read" ? "still answers 48 hours after delivery, with isLinkExpired" : "is refused 48 hours after delivery (403)",
    async () => {
      const s = await deliveredJob(49);
      const res = await driverCall<{ isLinkExpired?: boolean }>(handler, s.token, request(s));
      if (kind === "write") {
        expectStatus(res, 403);
        expect(res.body.message).toContain("expired");
      } else {
        expectStatus(res, 200);
        // The inspection answers itself, not the link; every other read carries the flag.
        if (!Array.isArray(res.body.data) && !answersInspection) expect(res.body.data.isLinkExpired).toBe(true);
      }
    },
  );
});

describe("job-details-driver within the 48 hours", () => {
  it("answers isLinkExpired false", async () => {
    const s = await deliveredJob(47);
    const res = await driverCall<{ isLinkExpired: boolean }>(jobDetailsDriver, s.token, { query: { jobId: s.job.id } });
    expectStatus(res, 200);
    expect(res.body.data.isLinkExpired).toBe(false);
  });

  it("answers 400 for a missing jobId, after the token is checked", async () => {
    const s = await deliveredJob();
    expectStatus(await driverCall(jobDetailsDriver, s.token, {}), 400);
    expectStatus(await call(jobDetailsDriver, {}), 401);
  });
});

describe("PUT update-riding-details with a position during the trip (the link checked by the writing statement)", () => {
  const positionUpdate = (s: Setup, latitude: string): CallOptions => ({
    method: "PUT",
    body: form({
      jobId: s.job.id,
      driverId: s.driver.id,
      ride_status: "ride_started",
      current_latitude: latitude,
      current_longitude: "-97.25",
    }),
  });
  const trackOf = (jobId: number) => db.select().from(locationUpdates).where(eq(locationUpdates.jobId, jobId));

  async function inTransitJob(): Promise<Setup> {
    const s = await assignedJob(db, world);
    const checkIn = form({
      jobId: s.job.id,
      driverId: s.driver.id,
      ride_status: "checked_in",
      checkin_mileage: 10,
      damage_notes: "none",
      vehicle_photo: pngFile(),
    });
    expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body: checkIn }), 200);
    expectStatus(await driverCall(updateRidingDetails, s.token, positionUpdate(s, "33.1")), 200);
    expect((await jobRow(db, s.job.id)).requestStatus).toBe("in_transit");
    return s;
  }

  /** The call is refused with `status` and writes nothing: one position (the first), the job's latest unchanged. */
  async function expectRefused(s: Setup, token: string, status: number, latitude = "34.2") {
    const res = await driverCall(updateRidingDetails, token, positionUpdate(s, latitude));
    expectStatus(res, status);
    expect(await trackOf(s.job.id)).toHaveLength(1);
    expect((await jobRow(db, s.job.id)).lastLatitude).toBe(33.1);
    return res;
  }

  it("keeps the position on a current link, in one statement", async () => {
    const s = await inTransitJob();
    const statements: string[] = [];
    const stop = onQuery((query) => statements.push(query));
    const res = await driverCall<{ last_location: { current_latitude: number } }>(
      updateRidingDetails,
      s.token,
      positionUpdate(s, "33.4"),
    ).finally(stop);
    expectStatus(res, 200);
    expect(statements, statements.join("\n")).toHaveLength(1);
    expect(res.body.data.last_location.current_latitude).toBe(33.4);
    expect(await trackOf(s.job.id)).toHaveLength(2);
    expect((await jobRow(db, s.job.id)).lastLatitude).toBe(33.4);
  });

  it("refuses a tampered token (401) and a token of another job or driver (403)", async () => {
    const s = await inTransitJob();
    const [head, , signature] = s.token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ jobId: s.job.id, driverId: s.driver.id, v: s.job.linkVersion + 1, aud: "driver-link" }),
    ).toString("base64url");
    await expectRefused(s, `${head}.${forged}.${signature}`, 401);
    const other = await inTransitJob();
    await expectRefused(s, other.token, 403);
    await expectRefused(
      s,
      await signDriverLink({ jobId: s.job.id, driverId: other.driver.id, v: s.job.linkVersion }, env().AUTH_SECRET),
      403,
    );
  });

  it("refuses a revoked link (403): an earlier assignment's version, the job cancelled, the driver made inactive", async () => {
    const reassigned = await inTransitJob();
    await db
      .update(jobs)
      .set({ linkVersion: reassigned.job.linkVersion + 1 })
      .where(eq(jobs.id, reassigned.job.id));
    const old = await expectRefused(reassigned, reassigned.token, 403);
    expect(old.body.message).toContain("no longer valid");

    const cancelled = await inTransitJob();
    await db.update(jobs).set({ requestStatus: "cancelled" }).where(eq(jobs.id, cancelled.job.id));
    await expectRefused(cancelled, cancelled.token, 403);

    const inactive = await inTransitJob();
    await db.update(drivers).set({ active: false }).where(eq(drivers.id, inactive.driver.id));
    await expectRefused(inactive, inactive.token, 403);
  });

  it("checks the link before the position: a revoked link with a bad position is 403, a current one 400", async () => {
    const s = await inTransitJob();
    await expectRefused(s, s.token, 400, "91");
    await db.update(drivers).set({ active: false }).where(eq(drivers.id, s.driver.id));
    await expectRefused(s, s.token, 403, "91");
  });
});
