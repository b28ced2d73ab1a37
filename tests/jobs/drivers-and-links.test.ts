import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { POST as sendLink } from "@/app/api/v1/admin/send-Link/route";
import type { Db } from "@/db/client";
import { drivers, rides, type Driver, type Job } from "@/db/schema";
import { env } from "@/lib/env";
import { judgeDriverLink, readDriverLink } from "@/lib/auth/driver-link-token";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { firstLink, lastMailTo } from "../helpers/mail";
import { expectFieldError, expectStatus, jobFor, jobRow, logsOf, makeWorld, type Handler, type SignedIn, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const post = (handler: Handler, body: Record<string, unknown>, who: SignedIn = world.admin) =>
  call<{ id: number; request_status: string; driver_id: number | null } | null>(handler, { method: "POST", body, token: who.token });

const approvedJob = (values: Partial<Job> = {}) => jobFor(db, world.customer, { requestStatus: "approved", ...values });

/** Sends the link and reads it back from the driver's mail. */
async function sentLink(job: Job, driver: Driver) {
  const res = await post(sendLink, { jobId: job.id, driverId: driver.id });
  expectStatus(res, 200);
  const mail = await lastMailTo(driver.email);
  expect(mail, `a mail to ${driver.email}`).toBeDefined();
  return { mail: mail!, url: firstLink(mail!) };
}

/** What the driver calls will decide for a token on the job's page, with the job as it is now. */
async function verdict(token: string, jobId: number, driverId: number) {
  const job = await jobRow(db, jobId);
  const [driver] = await db.select({ active: drivers.active }).from(drivers).where(eq(drivers.id, driverId));
  return judgeDriverLink({
    claims: await readDriverLink(token, env().AUTH_SECRET),
    path: { jobId, driverId },
    job: {
      id: job.id,
      driverId: job.driverId,
      linkVersion: job.linkVersion,
      requestStatus: job.requestStatus,
      deliveredAt: job.deliveredAt,
    },
    driverActive: driver?.active ?? false,
    now: new Date(),
  });
}

describe("POST admin/assign-driver", () => {
  it("gives an approved job an active driver, without a status change", async () => {
    const job = await approvedJob();
    const driver = await createDriver(db);
    const res = await post(assignDriver, { jobId: job.id, driverId: driver.id });
    expectStatus(res, 200);
    expect(res.body).toEqual({
      success: true,
      message: "Driver assigned successfully",
      data: { id: job.id, request_status: "approved", driver_id: driver.id },
    });
    expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: "approved", driverId: driver.id, linkVersion: job.linkVersion + 1 });
    // No status change; the timeline says a driver was assigned.
    expect((await logsOf(db, job.id)).map((l) => [l.requestStatus, l.event])).toEqual([
      ["approved", null],
      ["approved", "driver_assigned"],
    ]);
  });

  it("'Please select a driver.' without a driver", async () => {
    const job = await approvedJob();
    for (const driverId of [undefined, "", null, 0, 99_999_999_999]) {
      expectFieldError(await post(assignDriver, { jobId: job.id, driverId }), "driverId", "Please select a driver.");
    }
    expect((await jobRow(db, job.id)).driverId).toBeNull();
  });

  it("refuses an inactive driver (400) and an unknown one (404)", async () => {
    const job = await approvedJob();
    const inactive = await createDriver(db, { active: false });
    expectFieldError(
      await post(assignDriver, { jobId: job.id, driverId: inactive.id }),
      "driverId",
      "This driver is inactive and cannot be assigned.",
    );
    const unknown = await post(assignDriver, { jobId: job.id, driverId: 999_999 });
    expectStatus(unknown, 404);
    expect(unknown.body.message).toBe("Driver not found.");
    expect((await jobRow(db, job.id)).driverId).toBeNull();
  });

  it("reassigning revokes the old driver's link, and even the same driver's older link", async () => {
    const job = await approvedJob();
    const [first, second] = [await createDriver(db), await createDriver(db)];
    expectStatus(await post(assignDriver, { jobId: job.id, driverId: first.id }), 200);
    const oldToken = (await sentLink(job, first)).url.searchParams.get("token")!;
    expect(await verdict(oldToken, job.id, first.id)).toEqual({ ok: true, isLinkExpired: false });

    expectStatus(await post(assignDriver, { jobId: job.id, driverId: second.id }), 200);
    expect(await verdict(oldToken, job.id, first.id)).toMatchObject({ ok: false, status: 403 });

    expectStatus(await post(assignDriver, { jobId: job.id, driverId: first.id }), 200);
    expect(await verdict(oldToken, job.id, first.id)).toMatchObject({ ok: false, status: 403 });
    const freshToken = (await sentLink(job, first)).url.searchParams.get("token")!;
    expect(await verdict(freshToken, job.id, first.id)).toEqual({ ok: true, isLinkExpired: false });
  });

  it("answers 409 once the ride has started", async () => {
    const driver = await createDriver(db);
    const job = await approvedJob({ driverId: driver.id });
    await db.insert(rides).values({ jobId: job.id, driverId: driver.id, rideStatus: "checked_in", checkinMileage: 10 });
    const res = await post(assignDriver, { jobId: job.id, driverId: (await createDriver(db)).id });
    expectStatus(res, 409);
    expect(res.body.message).toBe("The ride has already started: the driver can no longer be changed.");
    expect((await jobRow(db, job.id)).driverId).toBe(driver.id);
  });

  it("is for staff: 401 anonymous, 403 for a customer, 404 for no job", async () => {
    const job = await approvedJob();
    const driver = await createDriver(db);
    expectStatus(await call(assignDriver, { method: "POST", body: { jobId: job.id, driverId: driver.id } }), 401);
    expectStatus(await post(assignDriver, { jobId: job.id, driverId: driver.id }, world.customer), 403);
    expectStatus(await post(assignDriver, { jobId: 999_999, driverId: driver.id }, world.superadmin), 404);
  });
});

describe("POST admin/send-Link", () => {
  it("mails the assigned driver his signed link to /ride-details/jobId/{id}/driver/{driverId}", async () => {
    const driver = await createDriver(db, { name: "Dale Driver" });
    const job = await approvedJob({
      driverId: driver.id,
      linkVersion: 3,
      pickupDate: "2026-12-03",
      pickupTime: "10:00",
      pickupTimezone: "America/New_York",
      dropoffDate: "2026-12-05",
      dropoffTime: "16:30",
      dropoffTimezone: "America/Chicago",
    });
    const res = await post(sendLink, { jobId: job.id, driverId: driver.id });
    expectStatus(res, 200);
    expect(res.body).toEqual({ success: true, message: "Link sent to the driver successfully", data: null });

    const mail = (await lastMailTo(driver.email))!;
    expect(mail.subject).toBe(`Your transport job #${job.id}`);
    expect(mail.text).toContain("Hello Dale Driver");
    // When and where, in the place's own time with its zone (issue 29 item 8).
    expect(mail.text).toContain(`Pickup: 12/3/2026 10:00 AM EST at ${job.pickupBusinessName}, ${job.pickupLocation}.`);
    expect(mail.text).toContain(`Drop-off: 12/5/2026 4:30 PM CST at ${job.dropoffBusinessName}, ${job.dropoffLocation}.`);
    const url = firstLink(mail);
    expect(url.origin).toBe(env().APP_URL);
    expect(url.pathname).toBe(`/ride-details/jobId/${job.id}/driver/${driver.id}`);
    const token = url.searchParams.get("token")!;
    expect(mail.html).toContain(`/ride-details/jobId/${job.id}/driver/${driver.id}?token=`);

    expect(await readDriverLink(token, env().AUTH_SECRET)).toEqual({ jobId: job.id, driverId: driver.id, v: 3 });
    expect(await verdict(token, job.id, driver.id)).toEqual({ ok: true, isLinkExpired: false });
    // Bound to this job and this driver.
    expect(await verdict(token, job.id, driver.id + 1)).toMatchObject({ ok: false, status: 403 });
    expect(await readDriverLink(`${token}x`, env().AUTH_SECRET)).toBeNull();
    // No status change; the timeline says the link was sent.
    expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: "approved", linkVersion: 3 });
    expect((await logsOf(db, job.id)).map((l) => l.event)).toEqual([null, "link_sent"]);
  });

  it("answers 409 without an assigned driver or for another driver, and mails nobody", async () => {
    const [assigned, other] = [await createDriver(db), await createDriver(db)];
    const unassigned = await approvedJob();
    const none = await post(sendLink, { jobId: unassigned.id, driverId: assigned.id });
    expectStatus(none, 409);
    expect(none.body.message).toBe("Assign a driver to this job before sending the link.");

    const job = await approvedJob({ driverId: assigned.id });
    const wrong = await post(sendLink, { jobId: job.id, driverId: other.id });
    expectStatus(wrong, 409);
    expect(wrong.body.message).toBe("This driver is not the one assigned to the job.");
    expect(await lastMailTo(assigned.email)).toBeUndefined();
    expect(await lastMailTo(other.email)).toBeUndefined();
  });

  it("refuses a driver made inactive since his assignment", async () => {
    const driver = await createDriver(db);
    const job = await approvedJob({ driverId: driver.id });
    await db.update(drivers).set({ active: false }).where(eq(drivers.id, driver.id));
    expectFieldError(
      await post(sendLink, { jobId: job.id, driverId: driver.id }),
      "driverId",
      "This driver is inactive and cannot be assigned.",
    );
    expect(await lastMailTo(driver.email)).toBeUndefined();
  });

  it("'Please select a driver.' without a driver; 401 anonymous, 403 for a customer", async () => {
    const driver = await createDriver(db);
    const job = await approvedJob({ driverId: driver.id });
    expectFieldError(await post(sendLink, { jobId: job.id }), "driverId", "Please select a driver.");
    expectStatus(await call(sendLink, { method: "POST", body: { jobId: job.id, driverId: driver.id } }), 401);
    expectStatus(await post(sendLink, { jobId: job.id, driverId: driver.id }, world.customer), 403);
    expect(await lastMailTo(driver.email)).toBeUndefined();
  });
});
