import { beforeAll, describe, expect, it } from "vitest";
import { PUT as approveJob } from "@/app/api/v1/admin/job-approve/route";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import { GET as unsubscribePage, POST as unsubscribe } from "@/app/unsubscribe/route";
import type { Db } from "@/db/client";
import { NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";
import { inspectionDamages, inspections, outboxMessages, webhookEndpoints } from "@/db/schema";
import { notifyJob } from "@/lib/notifications/notify";
import { unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import { resetDatabase } from "../helpers/db";
import { createDriver, createUser, utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { readOutbox } from "../helpers/mail";
import { expectStatus, jobFor, jobRow, makeWorld, type World } from "../jobs/helpers";

let db: Db;
let world: World;
beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const mailsTo = async (to: string, subject: string) => (await readOutbox()).filter((m) => m.to === to && m.subject === subject);
const link = (url: string) => new NextRequest(url, { method: "GET" });

describe("status e-mails (DECISIONS.md 'Notifications')", () => {
  it("tells the requesting customer the job was approved, once, with its number, vehicle, places and a link", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "submitted" });
    expectStatus(await call(approveJob, { method: "PUT", body: { jobId: job.id }, token: world.admin.token }), 200);
    const [mail, ...more] = await mailsTo(world.customer.user.email, `Job #${job.id}: job approved`);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Job #${job.id} (${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}) was approved.`);
    expect(mail!.text).toContain(`/jobs/job-details/${job.id}`);
    expect(mail!.text).toMatch(/Stop these e-mails: http:\/\/\S+\/unsubscribe\?u=\d+&e=job_approved&t=/);
    // Mail clients show their own unsubscribe button for the same link, answered by one POST (RFC 8058).
    const unsubscribeLink = mail!.text.match(/Stop these e-mails: (\S+)/)![1]!;
    expect(mail!.headers).toEqual({ "List-Unsubscribe": `<${unsubscribeLink}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // Another company's customer hears nothing.
    expect(await mailsTo(world.otherCustomer.user.email, `Job #${job.id}: job approved`)).toEqual([]);
  });

  it("names the driver, and his phone only when the job shares the driver's contact", async () => {
    const driver = await createDriver(db, { name: "Dale Driver", phone: "2145550111" });
    const shared = await jobFor(db, world.customer, { requestStatus: "approved", sendDriverContactInfo: true });
    expectStatus(await call(assignDriver, { body: { jobId: shared.id, driverId: driver.id }, token: world.admin.token }), 200);
    const [mail] = await mailsTo(world.customer.user.email, `Job #${shared.id}: driver assigned`);
    expect(mail!.text).toContain("Driver: Dale Driver, 2145550111");
    const quiet = await jobFor(db, world.customer, { requestStatus: "approved", sendDriverContactInfo: false });
    expectStatus(await call(assignDriver, { body: { jobId: quiet.id, driverId: driver.id }, token: world.admin.token }), 200);
    const [other] = await mailsTo(world.customer.user.email, `Job #${quiet.id}: driver assigned`);
    expect(other!.text).toContain("Driver: Dale Driver\n");
  });

  it("stops an event's mails for a user through the signed link: a confirmation page, then one click", async () => {
    const url = unsubscribeUrl(world.customer.user.id, "job_approved");
    const page = await unsubscribePage(link(url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stop these e-mails");
    // The script-free pages' one document (the tracking page's too): not cached, not indexed, no script.
    expect(html).toContain('<p class="brand">Vehicle Transport Jobs</p>');
    expect(html).not.toContain("<script");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect((await unsubscribe(new NextRequest(url.replace(/t=[^&]+/, "t=forged"), { method: "POST" }))).status).toBe(400);
    expect((await unsubscribe(new NextRequest(url, { method: "POST" }))).status).toBe(200);

    const job = await jobFor(db, world.customer, { requestStatus: "submitted" });
    expectStatus(await call(approveJob, { method: "PUT", body: { jobId: job.id }, token: world.admin.token }), 200);
    expect(await mailsTo(world.customer.user.email, `Job #${job.id}: job approved`)).toEqual([]);
  });

  it("names places by city and region and times on the place's clock with its zone, as the screens do", async () => {
    const job = await jobFor(db, world.otherCustomer, {
      requestStatus: "submitted",
      pickupLocation: "1500 Marilla St, Dallas, TX 75201, USA",
      pickupDate: "2030-01-15",
      pickupTime: "10:00",
      pickupTimezone: "America/Chicago",
      dropoffLocation: "1 Yonge St, Toronto, ON M5E 1E5, Canada",
      dropoffDate: "2030-07-17",
      dropoffTime: "16:30",
      dropoffTimezone: "America/Toronto",
    });
    expectStatus(await call(approveJob, { method: "PUT", body: { jobId: job.id }, token: world.admin.token }), 200);
    const [mail] = await mailsTo(world.otherCustomer.user.email, `Job #${job.id}: job approved`);
    expect(mail!.text).toContain("Pickup: Dallas, TX, 1/15/2030 10:00 AM CST\n");
    expect(mail!.text).toContain("Drop-off: Toronto, ON, 7/17/2030 4:30 PM EDT\n");
  });

  it("mails no status to an invited customer who has not chosen a password yet", async () => {
    const invited = await createUser(db, "customer", { companyId: world.companyA.id, passwordHash: null });
    const job = await jobFor(db, world.customer, { requestStatus: "submitted", customerId: invited.id });
    expectStatus(await call(approveJob, { method: "PUT", body: { jobId: job.id }, token: world.admin.token }), 200);
    expect(await mailsTo(invited.email, `Job #${job.id}: job approved`)).toEqual([]);
  });

  it("tells the customer, the assigned driver (new times and his link) and the endpoints of an admin's reschedule", async () => {
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: "http://127.0.0.1:9/hook", events: ["job.job_rescheduled"], secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" })
      .returning();
    const driver = await createDriver(db, { name: "Rex Driver" });
    const job = await jobFor(db, world.customer, { requestStatus: "approved", pickupTimezone: "America/Chicago" });
    expectStatus(await call(assignDriver, { body: { jobId: job.id, driverId: driver.id }, token: world.admin.token }), 200);
    const date = utcDateFromNow(9);
    const body = { jobId: job.id, pickup_date: date, pickup_time: "08:15", reason: "Yard closed Friday" };
    expectStatus(await call(updateJobSchedule, { method: "PUT", body, token: world.admin.token }), 200);

    const [y, m, d] = date.split("-").map(Number);
    const when = `${m}/${d}/${y} 8:15 AM C`;
    const [toCustomer, ...more] = await mailsTo(world.customer.user.email, `Job #${job.id}: job rescheduled by an admin`);
    expect(more).toEqual([]);
    expect(toCustomer!.text).toContain(`Pickup: Dallas, TX, ${when}`);
    expect(toCustomer!.text).toContain("Reason: Yard closed Friday");
    const [toDriver] = await mailsTo(driver.email, `Your transport job #${job.id}: job rescheduled by an admin`);
    expect(toDriver!.text).toContain(`Hello Rex Driver, job #${job.id}`);
    expect(toDriver!.text).toContain(`Pickup: Dallas, TX, ${when}`);
    // His link opens the job as the assignment's own: the same version, still valid.
    const linkVersion = (await jobRow(db, job.id)).linkVersion;
    expect(toDriver!.text).toMatch(new RegExp(`/ride-details/jobId/${job.id}/driver/${driver.id}\\?token=[\\w.-]+`));
    expect(linkVersion).toBe(1);
    const deliveries = await db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "webhook"), eq(outboxMessages.endpointId, endpoint!.id)));
    expect(deliveries.map((row) => (row.payload as { type: string }).type)).toEqual(["job.job_rescheduled"]);
  });

  it("names the new damage in the delivered mail", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "delivered", hasNewDamage: true });
    const [pickup, delivery] = await db
      .insert(inspections)
      .values([
        { jobId: job.id, kind: "pickup", requiredSlots: [] },
        { jobId: job.id, kind: "delivery", requiredSlots: [] },
      ])
      .returning();
    const damage = { view: "top" as const, x: 0.5, y: 0.5, photoIds: [], capturedAt: new Date() };
    await db.insert(inspectionDamages).values([
      { ...damage, id: `p-${job.id}`, inspectionId: pickup!.id, area: "01", type: "01", severity: "1" },
      { ...damage, id: `d1-${job.id}`, inspectionId: delivery!.id, area: "01", type: "02", severity: "2" },
      { ...damage, id: `d2-${job.id}`, inspectionId: delivery!.id, area: "02", type: "02", severity: "2" },
    ]);
    await db.transaction((tx) => notifyJob(tx, job, ["delivered"], { cause: "test" }));
    const [mail] = await mailsTo(world.customer.user.email, `Job #${job.id}: vehicle delivered, with the bill of lading`);
    expect(mail!.text).toContain("New damage: Hood: dent, moderate (02022)");
    // The front bumper was marked at pickup already: not new.
    expect(mail!.text).not.toContain("Front bumper");
  });
});
