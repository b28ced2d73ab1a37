import { instantAt, wallClockAt, zoneAbbreviation } from "@/lib/places/time-zone";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import type { Db } from "@/db/client";
import type { JobStatus } from "@/lib/jobs/statuses";
import { resetDatabase } from "../helpers/db";
import { utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, jobFor, jobRow, logsOf, makeWorld, type SignedIn, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

afterEach(() => {
  vi.useRealTimers();
});

const newDates = () => ({
  pickup_date: utcDateFromNow(10),
  pickup_time: "08:30",
  dropoff_date: utcDateFromNow(12),
  dropoff_time: "17:45",
  time_relaxation: true,
});

const reschedule = (body: Record<string, unknown>, who: SignedIn = world.customer) =>
  call<{ id: number; request_status: string }>(updateJobSchedule, { method: "PUT", body, token: who.token });

/** The job's timeline after its first entry: [status, acting user, note]. */
async function newLogs(jobId: number) {
  return (await logsOf(db, jobId)).slice(1).map((l) => [l.requestStatus, l.userId, l.note]);
}

/** The timeline note of a reschedule with dates: the new pickup, then the reason. */
const rescheduledNote = (reason?: string) =>
  [`New pickup ${newDates().pickup_date} ${newDates().pickup_time}`, reason].filter(Boolean).join(": ");

async function expectDatesWritten(jobId: number) {
  const dates = newDates();
  expect(await jobRow(db, jobId)).toMatchObject({
    pickupDate: dates.pickup_date,
    pickupTime: dates.pickup_time,
    dropoffDate: dates.dropoff_date,
    dropoffTime: dates.dropoff_time,
    timeRelaxation: true,
  });
}

describe("PUT customer/update-job-schedule by a customer", () => {
  it.each<JobStatus>(["submitted", "approved", "rescheduled"])(
    "with dates and a reason from %s: rescheduled, the new dates written, one log",
    async (status) => {
      const job = await jobFor(db, world.customer, { requestStatus: status });
      const res = await reschedule({ jobId: job.id, ...newDates(), reason: "Lot closed Monday" });
      expectStatus(res, 200);
      expect(res.body).toEqual({
        success: true,
        message: "Job rescheduled successfully",
        data: { id: job.id, request_status: "rescheduled" },
      });
      await expectDatesWritten(job.id);
      expect((await jobRow(db, job.id)).rescheduleReason).toBe("Lot closed Monday");
      expect(await newLogs(job.id)).toEqual([["rescheduled", world.customer.user.id, rescheduledNote("Lot closed Monday")]]);
    },
  );

  it("from awaiting_reschedule_date: dates without a reason are enough, and it becomes rescheduled", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "awaiting_reschedule_date" });
    const res = await reschedule({ jobId: job.id, ...newDates() });
    expectStatus(res, 200);
    expect(res.body.data.request_status).toBe("rescheduled");
    await expectDatesWritten(job.id);
    expect(await newLogs(job.id)).toEqual([["rescheduled", world.customer.user.id, rescheduledNote()]]);
  });

  it.each<JobStatus>(["submitted", "approved", "rescheduled"])(
    "'reschedule for future' (a reason, no dates) from %s: awaiting_reschedule_date, dates kept",
    async (status) => {
      const job = await jobFor(db, world.customer, { requestStatus: status });
      const res = await reschedule({
        jobId: job.id,
        pickup_date: null,
        pickup_time: null,
        dropoff_date: null,
        reason: "Waiting on auction",
      });
      expectStatus(res, 200);
      expect(res.body.data.request_status).toBe("awaiting_reschedule_date");
      expect(await jobRow(db, job.id)).toMatchObject({
        requestStatus: "awaiting_reschedule_date",
        pickupDate: job.pickupDate,
        pickupTime: job.pickupTime,
        rescheduleReason: "Waiting on auction",
      });
      expect(await newLogs(job.id)).toEqual([["awaiting_reschedule_date", world.customer.user.id, "Waiting on auction"]]);
    },
  );

  it("'reschedule for future' from awaiting_reschedule_date answers 409", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "awaiting_reschedule_date" });
    const res = await reschedule({ jobId: job.id, reason: "Still waiting" });
    expectStatus(res, 409);
    expect(res.body.message).toContain("Awaiting Reschedule Date");
    expect(await newLogs(job.id)).toEqual([]);
  });

  it("answers 404 for another company's job, 401 anonymous", async () => {
    const foreign = await jobFor(db, world.otherCustomer, { requestStatus: "approved" });
    expectStatus(await reschedule({ jobId: foreign.id, ...newDates(), reason: "x" }), 404);
    expect((await jobRow(db, foreign.id)).pickupDate).toBe(foreign.pickupDate);
    expectStatus(await call(updateJobSchedule, { method: "PUT", body: { jobId: foreign.id, ...newDates(), reason: "x" } }), 401);
  });
});

describe("PUT customer/update-job-schedule with an admin token (the job detail's reschedule)", () => {
  it.each<[JobStatus, JobStatus]>([
    ["awaiting_reschedule_date", "approved"],
    ["rescheduled", "approved"],
    ["submitted", "submitted"],
    ["approved", "approved"],
  ])("from %s: %s, the new dates written, one log by the admin", async (status, result) => {
    const job = await jobFor(db, world.otherCustomer, { requestStatus: status });
    const res = await reschedule({ jobId: job.id, ...newDates(), reason: "Driver shortage" }, world.admin);
    expectStatus(res, 200);
    expect(res.body.data).toEqual({ id: job.id, request_status: result });
    await expectDatesWritten(job.id);
    expect(await newLogs(job.id)).toEqual([[result, world.admin.user.id, rescheduledNote("Driver shortage")]]);
  });

  it("needs no reason from awaiting_reschedule_date, but dates always", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "awaiting_reschedule_date" });
    expectFieldError(
      await reschedule({ jobId: job.id, reason: "x" }, world.superadmin),
      "pickup_date",
      "Pickup date and time are required",
    );
    const res = await reschedule({ jobId: job.id, ...newDates() }, world.superadmin);
    expectStatus(res, 200);
    expect(res.body.data.request_status).toBe("approved");
  });

  it("answers 409 naming the status for a job in transit", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "in_transit" });
    const res = await reschedule({ jobId: job.id, ...newDates(), reason: "late" }, world.admin);
    expectStatus(res, 409);
    expect(res.body.message).toContain("In-Transit");
  });
});

describe("reschedule rules (SPEC.md §5, checked at noon at the pickup place)", () => {
  // Noon today in Dallas, where the jobs' pickups are: the rules read the pickup place's clock.
  const today = wallClockAt(new Date(), "America/Chicago").date;
  const noon = instantAt({ date: today, time: "12:00" }, "America/Chicago");
  const atNoon = () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(noon);
  };

  it("'Pickup date and time are required' when either is left out (a customer with dates but no time)", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    expectFieldError(
      await reschedule({ jobId: job.id, pickup_date: utcDateFromNow(4), pickup_time: "", reason: "x" }),
      "pickup_time",
      "Pickup date and time are required",
    );
    expectFieldError(
      await reschedule({ jobId: job.id, pickup_time: "09:00", reason: "x" }),
      "pickup_date",
      "Pickup date and time are required",
    );
    expectFieldError(await reschedule({ jobId: job.id, reason: "x" }, world.admin), "pickup_date", "Pickup date and time are required");
  });

  it("'Pickup date and time are required' for a job awaiting its new date, sent without one", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "awaiting_reschedule_date" });
    expectFieldError(await reschedule({ jobId: job.id }), "pickup_date", "Pickup date and time are required");
    expectFieldError(
      await reschedule({ jobId: job.id, pickup_date: "", pickup_time: null, reason: "" }),
      "pickup_date",
      "Pickup date and time are required",
    );
  });

  it("'Pickup date cannot be in the past'", async () => {
    atNoon();
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const yesterday = wallClockAt(new Date(noon.getTime() - 86_400_000), "America/Chicago").date;
    expectFieldError(
      await reschedule({ jobId: job.id, pickup_date: yesterday, pickup_time: "15:00", reason: "x" }),
      "pickup_date",
      "Pickup date cannot be in the past",
    );
  });

  it("'Pickup time must be at least 2 hours later — after {time}' for today, in both roles", async () => {
    atNoon();
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const message = `Pickup time must be at least 2 hours later — after 2:00 PM ${zoneAbbreviation("America/Chicago", noon)}`;
    expectFieldError(await reschedule({ jobId: job.id, pickup_date: today, pickup_time: "13:59", reason: "x" }), "pickup_time", message);
    expectFieldError(
      await reschedule({ jobId: job.id, pickup_date: today, pickup_time: "12:30", reason: "x" }, world.admin),
      "pickup_time",
      message,
    );
    expect(await newLogs(job.id)).toEqual([]);
    const res = await reschedule({ jobId: job.id, pickup_date: today, pickup_time: "14:00", reason: "x" });
    expectStatus(res, 200);
    expect(await jobRow(db, job.id)).toMatchObject({ pickupDate: today, pickupTime: "14:00" });
  });

  it("reads the job's own pickup place: 6 PM in Dallas takes 8 PM today, 9 PM in Los Angeles takes 11 PM today", async () => {
    const cases = [
      { zone: "America/Chicago", now: "18:00", refused: "19:59", accepted: "20:00", earliest: "8:00 PM" },
      { zone: "America/Los_Angeles", now: "21:00", refused: "22:30", accepted: "23:00", earliest: "11:00 PM" },
    ];
    for (const { zone, now, refused, accepted, earliest } of cases) {
      const day = wallClockAt(new Date(), zone).date;
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(instantAt({ date: day, time: now }, zone));
      const job = await jobFor(db, world.customer, { requestStatus: "approved", pickupTimezone: zone });
      const res = await reschedule({ jobId: job.id, pickup_date: day, pickup_time: refused, reason: "x" });
      expectFieldError(
        res,
        "pickup_time",
        `Pickup time must be at least 2 hours later — after ${earliest} ${zoneAbbreviation(zone, new Date())}`,
      );
      expectStatus(await reschedule({ jobId: job.id, pickup_date: day, pickup_time: accepted, reason: "x" }), 200);
      expect(await jobRow(db, job.id)).toMatchObject({ pickupDate: day, pickupTime: accepted });
      vi.useRealTimers();
    }
  });

  it("'Please enter a reason for reschedule' except in awaiting_reschedule_date", async () => {
    for (const status of ["submitted", "approved", "rescheduled"] as const) {
      const job = await jobFor(db, world.customer, { requestStatus: status });
      expectFieldError(await reschedule({ jobId: job.id, ...newDates() }), "reason", "Please enter a reason for reschedule");
      expectFieldError(
        await reschedule({ jobId: job.id, ...newDates(), reason: "  " }, world.admin),
        "reason",
        "Please enter a reason for reschedule",
      );
      // 'reschedule for future' needs its reason too.
      expectFieldError(
        await reschedule({ jobId: job.id, pickup_date: null, pickup_time: null }),
        "reason",
        "Please enter a reason for reschedule",
      );
      expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: status, pickupDate: job.pickupDate });
    }
  });
});

describe("what a reschedule keeps and what the timeline says (issue 20 items 2, 5)", () => {
  it("keeps the stored drop-off when the call leaves the drop-off fields out, and clears it when they are sent empty", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved", dropoffDate: utcDateFromNow(15), dropoffTime: "16:00" });
    expectStatus(await reschedule({ jobId: job.id, pickup_date: utcDateFromNow(10), pickup_time: "08:30", reason: "Later" }), 200);
    expect(await jobRow(db, job.id)).toMatchObject({
      pickupDate: utcDateFromNow(10),
      dropoffDate: utcDateFromNow(15),
      dropoffTime: "16:00",
    });
    expectStatus(
      await reschedule({
        jobId: job.id,
        pickup_date: utcDateFromNow(11),
        pickup_time: "08:30",
        dropoff_date: null,
        dropoff_time: "",
        reason: "Open",
      }),
      200,
    );
    expect(await jobRow(db, job.id)).toMatchObject({ pickupDate: utcDateFromNow(11), dropoffDate: null, dropoffTime: null });
  });

  it("writes an admin's reschedule of an approved job as 'rescheduled', not a second approval", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    expectStatus(await reschedule({ jobId: job.id, ...newDates(), reason: "Yard closed" }, world.admin), 200);
    const [, entry] = await logsOf(db, job.id);
    expect(entry).toMatchObject({
      requestStatus: "approved",
      event: "rescheduled",
      userId: world.admin.user.id,
      note: rescheduledNote("Yard closed"),
    });
    // A change of status stays a plain status entry.
    const other = await jobFor(db, world.customer, { requestStatus: "rescheduled" });
    expectStatus(await reschedule({ jobId: other.id, ...newDates(), reason: "Approve too" }, world.admin), 200);
    expect((await logsOf(db, other.id)).at(-1)).toMatchObject({ requestStatus: "approved", event: null });
  });
});
