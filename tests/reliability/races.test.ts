import { and, eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import { POST as uploadTripDocument } from "@/app/api/v1/driver/upload-trip-document/route";
import type { Db } from "@/db/client";
import { jobLogs, jobPhotos, jobs, rides, storedFiles, tripDocuments } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { assignedJob, driverCall, form, makeWorld, pngFile, type World } from "../driver-link/helpers";

/** Concurrent requests never lose work or let two conflicting changes both win (issue 21 items 6, 7). */
const ROUNDS = 20;
let db: Db;
let world: World;
const tally = { requests: 0, doubleWins: 0, lostFiles: 0 };

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});
afterAll(async () => {
  console.log(`[races] ${tally.requests} requests, ${tally.doubleWins} double wins, ${tally.lostFiles} lost or unreferenced files`);
});

describe("a check-in racing a reassignment", () => {
  it(`has one winner in each of ${ROUNDS} rounds, and the loser leaves nothing behind`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { job, driver, token } = await assignedJob(db, world);
      const other = await createDriver(db);
      const [checkIn, reassign] = await Promise.all([
        driverCall(updateRidingDetails, token, {
          method: "PUT",
          body: form({
            jobId: job.id,
            driverId: driver.id,
            ride_status: "checked_in",
            checkin_mileage: 10,
            damage_notes: "none",
            vehicle_photo: pngFile(`r${round}.png`, 4_000_000),
          }),
        }),
        call(assignDriver, { method: "POST", body: { jobId: job.id, driverId: other.id }, token: world.admin.token }),
      ]);
      tally.requests += 2;
      const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
      const [ride] = await db.select().from(rides).where(eq(rides.jobId, job.id));
      const byFirstDriver = await db
        .select()
        .from(jobLogs)
        .where(and(eq(jobLogs.jobId, job.id), eq(jobLogs.driverId, driver.id)));
      const photos = await db.select().from(jobPhotos).where(eq(jobPhotos.jobId, job.id));
      const outcome = `check-in ${checkIn.status}, reassign ${reassign.status}`;
      if (checkIn.status === 200 && reassign.status === 200) tally.doubleWins++;
      if (checkIn.status === 200) {
        expect(reassign.status, outcome).toBe(409);
        expect(row!.driverId).toBe(driver.id);
        expect(ride?.driverId).toBe(driver.id);
        expect(photos).toHaveLength(1);
      } else {
        expect(reassign.status, outcome).toBe(200);
        expect(checkIn.status, outcome).toBe(403);
        expect(row!.driverId).toBe(other.id);
        expect(ride).toBeUndefined();
        expect(byFirstDriver).toEqual([]);
        expect(photos).toEqual([]);
      }
    }
    expect(tally.doubleWins).toBe(0);
  }, 300_000);
});

describe("parallel trip-document uploads", () => {
  it(`keep every accepted file in each of ${ROUNDS} rounds, and leave no file unreferenced`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const s = await assignedJob(db, world);
      await db.update(jobs).set({ requestStatus: "delivered", deliveredAt: new Date() }).where(eq(jobs.id, s.job.id));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          driverCall(uploadTripDocument, s.token, {
            body: form({
              job_id: s.job.id,
              driver_id: s.driver.id,
              other_receipts: pngFile(`receipt-${round}-${i}.png`, 64 + i),
              fuel_receipt: pngFile(`fuel-${i}.png`, 200 + i),
            }),
          }),
        ),
      );
      tally.requests += answers.length;
      const accepted = answers.filter((a) => a.status === 200).length;
      expect(
        answers.every((a) => a.status === 200 || a.status === 409),
        answers.map((a) => a.status).join(),
      ).toBe(true);
      const [docs] = await db.select().from(tripDocuments).where(eq(tripDocuments.jobId, s.job.id));
      expect(docs!.otherReceipts).toHaveLength(accepted);
      const referenced = [...docs!.otherReceipts, docs!.fuelReceipt].filter((id): id is string => !!id);
      const strays = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(and(eq(storedFiles.jobId, s.job.id), notInArray(storedFiles.id, referenced)));
      tally.lostFiles += strays.length + (10 - accepted);
      expect(strays).toEqual([]);
    }
    expect(tally.lostFiles).toBe(0);
  }, 300_000);
});
