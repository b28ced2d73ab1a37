import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as adminCreate } from "@/app/api/v1/admin/create-tracking-link/route";
import { POST as adminRevoke } from "@/app/api/v1/admin/revoke-tracking-link/route";
import { POST as customerCreate } from "@/app/api/v1/customer/create-tracking-link/route";
import { POST as customerRevoke } from "@/app/api/v1/customer/revoke-tracking-link/route";
import type { Db } from "@/db/client";
import { POST as unsubscribe } from "@/app/unsubscribe/route";
import { jobs, outboxMessages, trackingLinks } from "@/db/schema";
import { TRACKING_MAIL_LIMITS } from "@/lib/tracking/mail-tracking-link";
import type { Actor } from "@/lib/auth/actor";
import { getTrackingLink } from "@/lib/tracking/get-tracking-link";
import { resolveTrackingLink } from "@/lib/tracking/resolve-tracking-link";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { readOutbox } from "../helpers/mail";
import { expectFieldError, expectStatus, jobFor, makeWorld, type Handler, type SignedIn, type World } from "../jobs/helpers";

// DECISIONS.md "Notifications": the customer of the job's company (or staff) creates, copies and
// revokes the receiver's tracking link; outsiders learn nothing of the job.

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const post = (handler: Handler, who: SignedIn | null, body: unknown) =>
  call<{ url?: string; revoked?: boolean }>(handler, { method: "POST", body, token: who?.token });
const linksOf = (jobId: number) => db.select().from(trackingLinks).where(eq(trackingLinks.jobId, jobId));
const tokenOf = (url: string) => new URL(url).pathname.replace("/track/", "");
const actorOf = ({ user }: SignedIn): Actor => ({
  id: user.id,
  role: user.role,
  username: user.username,
  email: user.email,
  companyId: user.companyId,
});

describe("POST customer/create-tracking-link", () => {
  it("gives the job's customer a link to /track/{token}, the same one when asked again", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const first = await post(customerCreate, world.customer, { jobId: job.id });
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ success: true, message: "Tracking link created." });
    expect(first.body.data.url).toMatch(/^http:\/\/localhost:3000\/track\/\d+\.[A-Za-z0-9_-]{43}$/);

    const again = await post(customerCreate, world.customer, { jobId: job.id });
    expect(again.body).toMatchObject({ message: "This job already has a tracking link.", data: { url: first.body.data.url } });
    const rows = await linksOf(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ createdBy: world.customer.user.id, revokedAt: null });
    expect(await resolveTrackingLink(db, tokenOf(first.body.data.url!))).toMatchObject({ status: "approved" });
  });

  it("answers another company's customer 'Job not found.' and makes nothing", async () => {
    const job = await jobFor(db, world.customer);
    const res = await post(customerCreate, world.otherCustomer, { jobId: job.id });
    expectStatus(res, 404);
    expect(res.body.message).toBe("Job not found.");
    expect(await linksOf(job.id)).toHaveLength(0);
  });

  it("is the customers' call: staff use the admin one, anonymous callers sign in", async () => {
    const job = await jobFor(db, world.customer);
    expectStatus(await post(customerCreate, world.admin, { jobId: job.id }), 403);
    expectStatus(await post(adminCreate, world.customer, { jobId: job.id }), 403);
    expectStatus(await post(customerCreate, null, { jobId: job.id }), 401);
    for (const staff of [world.admin, world.superadmin]) {
      const res = await post(adminCreate, staff, { jobId: job.id });
      expectStatus(res, 200);
    }
    const rows = await linksOf(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdBy).toBe(world.admin.user.id);
  });

  it("needs a job id", async () => {
    expectFieldError(await post(customerCreate, world.customer, {}), "jobId", "jobId is required.");
  });

  it.each([
    ["cancelled", { requestStatus: "cancelled" as const }],
    ["delivered 48 hours ago", { requestStatus: "delivered" as const, deliveredAt: new Date(Date.now() - 48 * 3600_000 - 1000) }],
  ])("refuses a job %s (409): tracking has ended", async (_, values) => {
    const job = await jobFor(db, world.customer, values);
    const res = await post(customerCreate, world.customer, { jobId: job.id });
    expectStatus(res, 409);
    expect(res.body.message).toBe("Tracking has ended for this job: links end 48 hours after delivery or at cancellation.");
    expect(await getTrackingLink(db, actorOf(world.customer), job.id)).toEqual({ url: null, hasEnded: true });
  });

  it("gives a job delivered an hour ago a link, and mails nothing when the job has no drop-off e-mail", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "delivered", deliveredAt: new Date(Date.now() - 3600_000) });
    const before = await db.select().from(outboxMessages);
    expectStatus(await post(customerCreate, world.customer, { jobId: job.id }), 200);
    expect(await db.select().from(outboxMessages)).toEqual(before);
  });

  it("mails a new link to the drop-off contact's e-mail, once: asking again, or staff's copy, mails nothing more", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved", dropoffPocEmail: "receiver@example.com" });
    const made = await post(customerCreate, world.customer, { jobId: job.id });
    expectStatus(made, 200);
    expectStatus(await post(customerCreate, world.customer, { jobId: job.id }), 200);
    expectStatus(await post(adminCreate, world.admin, { jobId: job.id }), 200);
    const mails = (await readOutbox()).filter((m) => m.to === "receiver@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Follow the delivery of your ${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}`);
    expect(mails[0]!.text).toContain(made.body.data.url!);
  });
});

describe("the receiver's tracking mail", () => {
  const round = async (jobId: number) => {
    expectStatus(await post(customerCreate, world.customer, { jobId }), 200);
    expectStatus(await post(customerRevoke, world.customer, { jobId }), 200);
  };
  const mailsTo = async (address: string) => (await readOutbox()).filter((m) => m.to === address);

  it("goes once per job and address: 15 create/revoke rounds mail once, with a link that stops it", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved", dropoffPocEmail: "Lou@Receiver.example" });
    for (let i = 0; i < 15; i++) await round(job.id);
    expect(await linksOf(job.id)).toHaveLength(15);
    const [mail, ...more] = await mailsTo("Lou@Receiver.example");
    expect(more).toEqual([]);
    const stop = mail!.text.match(/Stop these e-mails: (\S+)/)![1]!;
    expect(mail!.headers).toEqual({ "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.html).toContain("Stop these e-mails");
  });

  it("goes again when the address changes, within the job's limit", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved", dropoffPocEmail: "first@receiver.example" });
    const addresses = ["first", "second", "third", "fourth", "fifth"].map((name) => `${name}@receiver.example`);
    for (const address of addresses) {
      await db.update(jobs).set({ dropoffPocEmail: address }).where(eq(jobs.id, job.id));
      await round(job.id);
    }
    const sent = await readOutbox();
    const counts = addresses.map((address) => sent.filter((m) => m.to === address).length);
    expect(counts).toEqual([1, 1, 1, 0, 0]);
    expect(TRACKING_MAIL_LIMITS.job.max).toBe(3);
  });

  it("stops for an address that unsubscribed through its link (a forged link changes nothing)", async () => {
    const address = "quiet@receiver.example";
    const first = await jobFor(db, world.customer, { requestStatus: "approved", dropoffPocEmail: address });
    await round(first.id);
    const stop = (await mailsTo(address))[0]!.text.match(/Stop these e-mails: (\S+)/)![1]!;
    const forged = stop.replace("quiet%40", "loud%40");
    expect((await unsubscribe(new NextRequest(forged, { method: "POST" }))).status).toBe(400);
    expect((await unsubscribe(new NextRequest(stop, { method: "POST" }))).status).toBe(200);

    const second = await jobFor(db, world.customer, { requestStatus: "approved", dropoffPocEmail: "QUIET@receiver.example" });
    await round(second.id);
    expect((await readOutbox()).filter((m) => m.to.toLowerCase() === address)).toHaveLength(1);
  });
});

describe("POST customer/revoke-tracking-link", () => {
  it("ends the link at once; a new link is a new URL; revoking twice is harmless", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    const { url } = (await post(customerCreate, world.customer, { jobId: job.id })).body.data;
    expect(await getTrackingLink(db, actorOf(world.customer), job.id)).toEqual({ url, hasEnded: false });

    const revoked = await post(customerRevoke, world.customer, { jobId: job.id });
    expect(revoked.body).toMatchObject({ success: true, message: "Tracking link revoked.", data: { revoked: true } });
    expect(await resolveTrackingLink(db, tokenOf(url!))).toBeNull();
    expect(await getTrackingLink(db, actorOf(world.customer), job.id)).toEqual({ url: null, hasEnded: false });
    const twice = await post(customerRevoke, world.customer, { jobId: job.id });
    expect(twice.body).toMatchObject({ success: true, message: "This job has no tracking link to revoke.", data: { revoked: false } });

    const fresh = (await post(customerCreate, world.customer, { jobId: job.id })).body.data.url!;
    expect(fresh).not.toBe(url);
    expect(await resolveTrackingLink(db, tokenOf(fresh))).not.toBeNull();
    expect(await resolveTrackingLink(db, tokenOf(url!))).toBeNull();
    expect((await linksOf(job.id)).map((l) => l.revokedAt === null)).toEqual([false, true]);
  });

  it("answers another company's customer 'Job not found.' and leaves the link alone", async () => {
    const job = await jobFor(db, world.customer);
    const { url } = (await post(customerCreate, world.customer, { jobId: job.id })).body.data;
    const res = await post(customerRevoke, world.otherCustomer, { jobId: job.id });
    expectStatus(res, 404);
    expect(res.body.message).toBe("Job not found.");
    await expect(getTrackingLink(db, actorOf(world.otherCustomer), job.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await resolveTrackingLink(db, tokenOf(url!))).not.toBeNull();
  });

  it("lets staff revoke through the admin call, not the customer's", async () => {
    const job = await jobFor(db, world.customer);
    const { url } = (await post(customerCreate, world.customer, { jobId: job.id })).body.data;
    expectStatus(await post(customerRevoke, world.admin, { jobId: job.id }), 403);
    expect((await post(adminRevoke, world.superadmin, { jobId: job.id })).body.data).toEqual({ revoked: true });
    expect(await resolveTrackingLink(db, tokenOf(url!))).toBeNull();
  });
});
