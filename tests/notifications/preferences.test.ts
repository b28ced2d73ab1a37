import { beforeAll, describe, expect, it } from "vitest";
import { PUT as approveJob } from "@/app/api/v1/admin/job-approve/route";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import { GET as getPreferences } from "@/app/api/v1/get-notification-preferences/route";
import { PUT as updatePreferences } from "@/app/api/v1/update-notification-preferences/route";
import type { Db } from "@/db/client";
import type { NotificationPreference } from "@/lib/notifications/preferences";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { readOutbox } from "../helpers/mail";
import { expectFieldError, expectStatus, jobFor, makeWorld, signIn, type SignedIn, type World } from "../jobs/helpers";

// DECISIONS.md "Notifications": each user can switch each event off in Settings.

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const preferencesOf = (who: SignedIn) => call<NotificationPreference[]>(getPreferences, { token: who.token });
const save = (who: SignedIn | null, body: unknown) =>
  call<NotificationPreference[]>(updatePreferences, { method: "PUT", body, token: who?.token });
const mailsTo = async (to: string, subject: string) => (await readOutbox()).filter((m) => m.to === to && m.subject === subject);

describe("GET get-notification-preferences", () => {
  it("lists a customer's events and a staff user's events, each on until switched off", async () => {
    const customer = await preferencesOf(world.customer);
    expectStatus(customer, 200);
    expect(customer.body.data.map((p) => p.event)).toEqual([
      "job_received",
      "job_approved",
      "driver_assigned",
      "picked_up",
      "delivered",
      "job_cancelled",
      "job_rescheduled",
      "cancellation_approved",
      "cancellation_declined",
      "reschedule_date_needed",
      "invoice_sent",
      "payment_received",
      "invoice_overdue",
    ]);
    expect(customer.body.data.every((p) => p.enabled)).toBe(true);
    const staff = await preferencesOf(world.admin);
    expect(staff.body.data.map((p) => p.label)).toEqual([
      "New job request",
      "Cancellation requested",
      "Reschedule requested",
      "New damage at delivery",
      "Mileage flagged at delivery",
      "Items missing at delivery",
      "Can't pick up reported by a driver",
    ]);
  });

  it("asks who is calling", async () => {
    expectStatus(await call(getPreferences, {}), 401);
  });
});

describe("PUT update-notification-preferences", () => {
  it("switches off what is left out, and a switched-off event mails that user no more", async () => {
    const customer = await signIn(db, "customer", { companyId: world.customer.user.companyId });
    const events = (await preferencesOf(customer)).body.data.map((p) => p.event);
    const res = await save(customer, { enabled: events.filter((e) => e !== "job_approved") });
    expectStatus(res, 200);
    expect(res.body.message).toBe("Your e-mail notifications were saved.");
    expect(res.body.data.find((p) => p.event === "job_approved")!.enabled).toBe(false);

    const job = await jobFor(db, customer, { requestStatus: "submitted" });
    expectStatus(await call(approveJob, { method: "PUT", body: { jobId: job.id }, token: world.admin.token }), 200);
    expect(await mailsTo(customer.user.email, `Job #${job.id}: job approved`)).toEqual([]);

    // Switched on again, it mails again.
    expectStatus(await save(customer, { enabled: events }), 200);
    const again = await jobFor(db, customer, { requestStatus: "submitted" });
    expectStatus(await call(approveJob, { method: "PUT", body: { jobId: again.id }, token: world.admin.token }), 200);
    expect(await mailsTo(customer.user.email, `Job #${again.id}: job approved`)).toHaveLength(1);
  });

  it("refuses an event the caller's role does not receive, an unknown event, and a body without the list", async () => {
    expectFieldError(
      await save(world.customer, { enabled: ["new_damage"] }),
      "enabled",
      '"New damage at delivery" is not an e-mail your role receives.',
    );
    expectFieldError(await save(world.customer, { enabled: ["tea_time"] }), "enabled.0", "enabled must be a list of notification events.");
    expectFieldError(await save(world.customer, {}), "enabled", "enabled must be a list of notification events.");
    expect((await preferencesOf(world.customer)).body.data.every((p) => p.enabled)).toBe(true);
  });

  it("asks who is calling", async () => {
    expectStatus(await save(null, { enabled: [] }), 401);
  });
});

describe("reschedule date needed", () => {
  it("tells the customer who rescheduled for the future that the job waits for a date, and staff that a reschedule is asked", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const res = await call(updateJobSchedule, {
      method: "PUT",
      body: { jobId: job.id, reason: "Buyer not ready" },
      token: world.customer.token,
    });
    expectStatus(res, 200);
    const [mail] = await mailsTo(world.customer.user.email, `Job #${job.id}: reschedule date needed`);
    expect(mail!.text).toContain("waits for a new pickup date");
    expect(await mailsTo(world.admin.user.email, `Job #${job.id}: reschedule requested`)).toHaveLength(1);
  });
});
