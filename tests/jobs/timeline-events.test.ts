import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as uploadTripDocument } from "@/app/api/v1/driver/upload-trip-document/route";
import type { Db } from "@/db/client";
import { jobLogs, jobs } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { assignedJob, driverCall, expectStatus, form, makeWorld, pdfFile, type World } from "../driver-link/helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const eventsOf = async (jobId: number) =>
  (
    await db
      .select({ event: jobLogs.event, status: jobLogs.requestStatus })
      .from(jobLogs)
      .where(eq(jobLogs.jobId, jobId))
      .orderBy(asc(jobLogs.id))
  )
    .filter((log) => log.event !== null)
    .map((log) => [log.event, log.status]);

describe("the timeline records what staff and the driver did without a change of status (issue 29 item 25)", () => {
  it("records the driver assigned, the link sent and the trip documents uploaded", async () => {
    const s = await assignedJob(db, world);
    expect(await eventsOf(s.job.id)).toEqual([
      ["driver_assigned", "approved"],
      ["link_sent", "approved"],
    ]);

    await db.update(jobs).set({ requestStatus: "delivered", deliveredAt: new Date() }).where(eq(jobs.id, s.job.id));
    const res = await driverCall(uploadTripDocument, s.token, {
      body: form({ job_id: s.job.id, driver_id: s.driver.id, fuel_receipt: pdfFile("fuel.pdf"), existing_other_receipts: "null" }),
    });
    expectStatus(res, 200);
    expect((await eventsOf(s.job.id)).at(-1)).toEqual(["trip_documents_uploaded", "delivered"]);
  });
});
