import { beforeAll, describe, expect, it } from "vitest";
import { PUT as approveJob } from "@/app/api/v1/admin/job-approve/route";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { GET as unsubscribePage, POST as unsubscribe } from "@/app/unsubscribe/route";
import type { Db } from "@/db/client";
import { NextRequest } from "next/server";
import { unsubscribeUrl } from "@/lib/notifications/unsubscribe";
import { resetDatabase } from "../helpers/db";
import { createDriver } from "../helpers/factories";
import { call } from "../helpers/http";
import { readOutbox } from "../helpers/mail";
import { expectStatus, jobFor, makeWorld, type World } from "../jobs/helpers";

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
    expect(await page.text()).toContain("Stop these e-mails");
    expect((await unsubscribe(new NextRequest(url.replace(/t=[^&]+/, "t=forged"), { method: "POST" }))).status).toBe(400);
    expect((await unsubscribe(new NextRequest(url, { method: "POST" }))).status).toBe(200);

    const job = await jobFor(db, world.customer, { requestStatus: "submitted" });
    expectStatus(await call(approveJob, { method: "PUT", body: { jobId: job.id }, token: world.admin.token }), 200);
    expect(await mailsTo(world.customer.user.email, `Job #${job.id}: job approved`)).toEqual([]);
  });
});
