import { beforeAll, describe, expect, it } from "vitest";
import { POST as createJob } from "@/app/api/v1/customer/create-job/route";
import { GET as jobTrack } from "@/app/api/v1/job-track/route";
import * as schedule from "@/app/api/v1/customer/update-job-schedule/route";
import type { Db } from "@/db/client";
import { resetDatabase } from "../helpers/db";
import { utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { assignedJob, type Handler } from "../driver-link/helpers";
import { inspector } from "../inspections/helpers";
import { jobFor, jobRequestForm, makeWorld, type World } from "../jobs/helpers";

/**
 * Dates PostgreSQL cannot hold (issue 29 item 14): there is no year 0, and JavaScript writes years
 * past 9999 with six digits. Sent on to the database they were a 500; each is a 400 naming its field.
 */
let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const [scheduleVerb, scheduleHandler] = Object.entries(schedule).find(([verb]) => verb !== "GET") as [string, Handler];

describe("a date in year 0000", () => {
  it("is a 400 naming pickup_date or dropoff_date in create-job", async () => {
    const form = jobRequestForm([
      { year: new Date().getUTCFullYear(), make: "Ford", model: "F-150", vinNumber: "1FTFW1E50NFA00001", fueltype: "Gas", PO_number: "" },
    ]);
    for (const field of ["pickup_date", "dropoff_date"]) {
      const res = await call(createJob, { body: { ...form, [field]: "0000-01-01" }, token: world.customer.token });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBeDefined();
    }
  });

  it("is a 400 naming pickup_date in update-job-schedule", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const body = { jobId: job.id, pickup_date: "0000-01-01", pickup_time: "11:00", dropoff_date: utcDateFromNow(6), dropoff_time: "12:00" };
    const res = await call(scheduleHandler, { method: scheduleVerb, token: world.admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors?.pickup_date).toBeDefined();
  });

  it.each(["0000-01-01", "0000-01-01T00:00:00Z", "0001-01-01T00:00:00+05:00", "275760-09-13", "+010000-01-01T00:00:00Z"])(
    "is a 400 as job-track's before=%s",
    async (before) => {
      const job = await jobFor(db, world.customer, { requestStatus: "approved" });
      const res = await call(jobTrack, { query: { jobId: job.id, before }, token: world.admin.token });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ before: ["before must be a date and time."] });
    },
  );

  it.each(["0000-01-01T00:00:00Z", "0001-01-01T00:00:00+01:00"])("is a 400 as an inspection part's captured_at %s", async (capturedAt) => {
    const s = await assignedJob(db, world);
    const res = await inspector(s, "pickup").readings({ captured_at: capturedAt });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ captured_at: ["captured_at must be a date and time (ISO 8601)."] });
  });
});
