import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { PUT as approveCancellation } from "@/app/api/v1/admin/approve-job-cancellation/route";
import { PUT as declineCancellation } from "@/app/api/v1/admin/decline-job-cancellation/route";
import { PUT as approveJob } from "@/app/api/v1/admin/job-approve/route";
import { PUT as jobCancellation } from "@/app/api/v1/admin/job-cancellation/route";
import { POST as sendLink } from "@/app/api/v1/admin/send-Link/route";
import { POST as createJob } from "@/app/api/v1/customer/create-job/route";
import { POST as jobAction } from "@/app/api/v1/customer/job-action/route";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import { PUT as updateRidingDetails } from "@/app/api/v1/driver/update-riding-details/route";
import { POST as reportPickupException } from "@/app/api/v1/driver/report-pickup-exception/route";
import type { Db } from "@/db/client";
import { env } from "@/lib/env";
import { closeMailTransport } from "@/lib/mail/smtp-transport";
import { JOB_NOTIFICATION_EVENT_IDS, NOTIFICATION_EVENTS, type NotificationEvent } from "@/lib/events/events";
import { drainAll } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { createDriver, createVehicleMake, utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { startSmtpSink } from "../helpers/smtp-sink";
import { driverCall, form, pngFile } from "../driver-link/helpers";
import { expectStatus, jobFor, jobRequestForm, jobRow, makeWorld, type World } from "../jobs/helpers";
import { inspector, signedPickup } from "../inspections/helpers";

// DECISIONS.md "Notifications": every event of the table mails the right people, once, over a
// real SMTP server in this process (set before anything reads the environment).
const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  expect(env().SMTP_URL).toBe(sink.url);
  world = await makeWorld(db);
  await createVehicleMake(db, "Honda", ["Accord"]);
});
afterAll(async () => {
  await closeMailTransport();
  await sink.close();
});

/** A message's text as sent (quoted-printable undone), to read a link out of it. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** An approved job with a driver assigned and his link mailed over SMTP: the link's token read from that mail. */
async function tripJob() {
  const job = await jobFor(db, world.customer, { requestStatus: "approved" });
  const driver = await createDriver(db);
  expectStatus(await call(assignDriver, { body: { jobId: job.id, driverId: driver.id }, token: world.admin.token }), 200);
  expectStatus(await call(sendLink, { body: { jobId: job.id, driverId: driver.id }, token: world.admin.token }), 200);
  await drainAll(db);
  const mail = sink.messages.filter((m) => m.to.includes(driver.email)).at(-1)!;
  const token = decoded(mail.raw).match(/[?&]token=([\w.~-]+)/)![1]!;
  return { job: await jobRow(db, job.id), driver, token };
}

/** What each job's events should have mailed: [job id, event]. */
const expected: [number, NotificationEvent][] = [];
const put = (handler: Parameters<typeof call>[0], body: unknown, token = world.admin.token) =>
  call(handler, { method: "PUT", body, token });

describe("every event", () => {
  it("mails the job's requesting customer or every staff user, once each, and no one else", async () => {
    const vehicle = {
      year: new Date().getUTCFullYear() - 1,
      make: "Honda",
      model: "Accord",
      vinNumber: "1HGCM82633A004352",
      fueltype: "Gas",
      PO_number: "PO-9",
    };
    const created = await call<{ id: number }[]>(createJob, { body: jobRequestForm([vehicle]), token: world.customer.token });
    expectStatus(created, 201);
    const newId = created.body.data[0]!.id;
    expected.push([newId, "job_received"], [newId, "new_job_request"]);

    expectStatus(await put(approveJob, { jobId: newId }), 200);
    expected.push([newId, "job_approved"]);
    const driver = await createDriver(db, { name: "Dale Driver" });
    expectStatus(await call(assignDriver, { body: { jobId: newId, driverId: driver.id }, token: world.admin.token }), 200);
    expected.push([newId, "driver_assigned"]);

    const cancelled = await jobFor(db, world.customer, { requestStatus: "approved" });
    expectStatus(await put(jobCancellation, { jobId: cancelled.id, reason: "Customer called" }), 200);
    expected.push([cancelled.id, "job_cancelled"]);

    for (const [decide, event] of [
      [approveCancellation, "cancellation_approved"],
      [declineCancellation, "cancellation_declined"],
    ] as const) {
      const job = await jobFor(db, world.customer, { requestStatus: "approved" });
      const asked = await call(jobAction, {
        method: "POST",
        body: { type: "cancel", jobId: job.id, reason: "Sold" },
        token: world.customer.token,
      });
      expectStatus(asked, 200);
      expectStatus(await put(decide, { jobId: job.id }), 200);
      expected.push([job.id, "cancellation_requested"], [job.id, event]);
    }

    const moved = await jobFor(db, world.customer, { requestStatus: "approved" });
    const dates = { pickup_date: utcDateFromNow(10), pickup_time: "08:30", dropoff_date: utcDateFromNow(12), dropoff_time: "17:45" };
    expectStatus(await put(updateJobSchedule, { jobId: moved.id, ...dates, reason: "Lot closed" }, world.customer.token), 200);
    expected.push([moved.id, "reschedule_requested"]);
    const later = await jobFor(db, world.customer, { requestStatus: "approved" });
    expectStatus(await put(updateJobSchedule, { jobId: later.id, reason: "Buyer not ready" }, world.customer.token), 200);
    expected.push([later.id, "reschedule_date_needed"], [later.id, "reschedule_requested"]);
    const shifted = await jobFor(db, world.customer, { requestStatus: "approved" });
    expectStatus(await put(updateJobSchedule, { jobId: shifted.id, ...dates, reason: "Carrier delay" }), 200);
    expected.push([shifted.id, "job_rescheduled"]);

    // The trip: picked up, then delivered with a new dent and far more miles than Dallas to Houston.
    const s = await tripJob();
    expected.push([s.job.id, "driver_assigned"]);
    await signedPickup(s, "10000");
    expected.push([s.job.id, "picked_up"]);
    const ride = form({
      jobId: s.job.id,
      driverId: s.driver.id,
      ride_status: "ride_started",
      current_latitude: "32.78",
      current_longitude: "-96.8",
    });
    expectStatus(await driverCall(updateRidingDetails, s.token, { method: "PUT", body: ride }), 200);
    const delivery = inspector(s, "delivery");
    await delivery.allSlots();
    const closeUp = await delivery.photo("damage");
    expectStatus(await delivery.damage({ area: "13", type: "04", severity: "3", photo_ids: [closeUp.id] }), 200);
    expectStatus(await delivery.readings({ odometer: "11500" }), 200);
    expectStatus(await delivery.sign(), 200);
    expected.push([s.job.id, "delivered"], [s.job.id, "new_damage"], [s.job.id, "mileage_flag"]);

    // Another trip delivered with nothing new but one key short: the staff hear of that alone.
    const short = await tripJob();
    expected.push([short.job.id, "driver_assigned"]);
    await signedPickup(short, "20000");
    expected.push([short.job.id, "picked_up"]);
    const rideOn = {
      jobId: short.job.id,
      driverId: short.driver.id,
      ride_status: "ride_started",
      current_latitude: "32.78",
      current_longitude: "-96.8",
    };
    expectStatus(await driverCall(updateRidingDetails, short.token, { method: "PUT", body: form(rideOn) }), 200);
    const handover = inspector(short, "delivery");
    await handover.allSlots();
    expectStatus(await handover.readings({ odometer: "20010", keys_count: 1, no_damage: true }), 200);
    expectStatus(await handover.sign(), 200);
    expected.push([short.job.id, "delivered"], [short.job.id, "missing_items"]);

    // A pickup that cannot happen: the driver's "Can't pick up" tells the staff.
    const stuck = await tripJob();
    expected.push([stuck.job.id, "driver_assigned"]);
    const report = form({
      job_id: stuck.job.id,
      driver_id: stuck.driver.id,
      id: `stuck-${stuck.job.id}-report`,
      reason: "nobody_there",
      note: "",
      captured_at: new Date().toISOString(),
      latitude: "32.78",
      longitude: "-96.8",
      photo: pngFile(),
    });
    expectStatus(await driverCall(reportPickupException, stuck.token, { body: report }), 200);
    expected.push([stuck.job.id, "pickup_exception"]);

    await drainAll(db);
    await drainAll(db);

    const customerEmail = world.customer.user.email;
    const staffEmails = [world.admin.user.email, world.superadmin.user.email].sort();
    const subjectOf = (jobId: number, event: NotificationEvent) => `Job #${jobId}: ${NOTIFICATION_EVENTS[event].label.toLowerCase()}`;
    const covered = new Set(expected.map(([, event]) => event));
    // Every job event (an invoice's are mailed by lib/invoices: tests/invoices).
    expect([...covered].sort()).toEqual([...JOB_NOTIFICATION_EVENT_IDS].sort());

    for (const [jobId, event] of expected) {
      const got = sink.messages.filter((m) => m.subject === subjectOf(jobId, event)).flatMap((m) => m.to);
      const audience = NOTIFICATION_EVENTS[event].audience;
      expect(got.sort(), `${event} of job #${jobId}`).toEqual(audience === "customer" ? [customerEmail] : staffEmails);
    }
    // The picked-up and delivered mails carry the bill of lading; every event mail has its unsubscribe headers.
    const delivered = sink.messages.find((m) => m.subject === subjectOf(s.job.id, "delivered"))!;
    expect(delivered.raw).toContain(`BOL-${s.job.id}-v2.pdf`);
    const missing = sink.messages.find((m) => m.subject === subjectOf(short.job.id, "missing_items"))!;
    expect(decoded(missing.raw)).toContain("Keys: 2 at pickup, 1 at delivery.");
    const alsoFlagged = sink.messages.filter(
      (m) => /new damage|mileage flagged/i.test(m.subject) && m.subject.includes(`#${short.job.id}:`),
    );
    expect(alsoFlagged).toEqual([]);
    const eventMails = sink.messages.filter((m) => m.subject.startsWith("Job #"));
    expect(eventMails.every((m) => m.headers.get("list-unsubscribe-post") === "List-Unsubscribe=One-Click")).toBe(true);
    // Nobody else heard of these jobs.
    const outsiders = sink.messages.filter((m) => m.subject.startsWith("Job #") && m.to.includes(world.otherCustomer.user.email));
    expect(outsiders).toEqual([]);
  });
});
