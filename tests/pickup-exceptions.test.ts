import { rm } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createStatement } from "@/app/api/v1/admin/create-pay-statement/route";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { POST as resolveRoute } from "@/app/api/v1/admin/resolve-pickup-exception/route";
import { PUT as ruleRoute } from "@/app/api/v1/admin/update-driver-pay-rule/route";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import { POST as reportRoute } from "@/app/api/v1/driver/report-pickup-exception/route";
import type { Db } from "@/db/client";
import { invoiceLines, jobs, outboxMessages, pickupExceptions, rides, webhookEndpoints, type OutboxMail } from "@/db/schema";
import type { PayStatementDetails } from "@/lib/pay/pay-statements";
import { PICKUP_EXCEPTION_MESSAGES as M } from "@/lib/pickup-exceptions/schemas";
import { saveCarrierSettings, getCarrierSettings } from "@/lib/settings/carrier-settings";
import { resetDatabase } from "./helpers/db";
import { utcDateFromNow } from "./helpers/factories";
import { call } from "./helpers/http";
import { assignedJob, driverCall, expectStatus, form, logsOf, makeWorld, pngFile, type World } from "./driver-link/helpers";

vi.hoisted(() => {
  process.env.UPLOADS_DIR = `.data/test-uploads/pickup-exceptions-${process.pid}-${Date.now()}`;
});

let db: Db;
let world: World;
let ids = 0;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await saveCarrierSettings(db, {
    ...(await getCarrierSettings(db)),
    carrier_name: "Test Carrier",
    dry_run_fee_cents: 15_000,
    dry_run_pay_cents: 6_000,
  });
  await db
    .insert(webhookEndpoints)
    .values({ url: "https://hooks.example/x", events: ["job.pickup_exception"], secret: "whsec_t", active: true });
});
afterAll(() => rm(process.env.UPLOADS_DIR!, { recursive: true, force: true }));

type Setup = Awaited<ReturnType<typeof assignedJob>>;

function reportBody(s: Setup, values: Record<string, string | number | File | undefined> = {}) {
  return form({
    job_id: s.job.id,
    driver_id: s.driver.id,
    id: `exception-${process.pid}-${++ids}`,
    reason: "not_ready",
    note: "Still on the lift, service says two more hours",
    captured_at: new Date().toISOString(),
    latitude: 32.7767,
    longitude: -96.797,
    photo: pngFile(),
    ...values,
  });
}

const report = (s: Setup, values: Record<string, string | number | File | undefined> = {}) =>
  driverCall(reportRoute, s.token, { body: reportBody(s, values) });
const resolve = (jobId: number, outcome: string, token = world.admin.token) =>
  call<{ id: number; request_status: string }>(resolveRoute, { method: "POST", token, body: { jobId, outcome } });
const flagOf = async (jobId: number) => (await db.select({ f: jobs.hasPickupException }).from(jobs).where(eq(jobs.id, jobId)))[0]!.f;

describe("Can't pick up (POST driver/report-pickup-exception)", () => {
  it("flags the job, records the report and the timeline, mails staff and sends job.pickup_exception; the same id twice is stored once", async () => {
    const s = await assignedJob(db, world);
    const body = reportBody(s);
    const res = await driverCall(reportRoute, s.token, { body });
    expectStatus(res, 200);
    expect(res.body.message).toBe(M.reported);
    expectStatus(await driverCall(reportRoute, s.token, { body: reportBody(s, { id: String(body.get("id")) }) }), 200);
    const stored = await db.select().from(pickupExceptions).where(eq(pickupExceptions.jobId, s.job.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reason: "not_ready", latitude: 32.7767, longitude: -96.797, outcome: null });
    expect(await flagOf(s.job.id)).toBe(true);
    const logs = await logsOf(db, s.job.id);
    expect(logs.filter((l) => l.event === "pickup_exception")).toHaveLength(1);
    expect(logs.find((l) => l.event === "pickup_exception")!.note).toBe(
      "Vehicle not ready: Still on the lift, service says two more hours",
    );
    const outbox = await db.select({ kind: outboxMessages.kind, payload: outboxMessages.payload }).from(outboxMessages);
    const staffMails = outbox.filter((m) => m.kind === "mail" && (m.payload as OutboxMail).to === world.admin.user.email);
    expect(staffMails.some((m) => (m.payload as OutboxMail).text.includes("cannot be picked up"))).toBe(true);
    expect(outbox.filter((m) => m.kind === "webhook" && JSON.stringify(m.payload).includes("job.pickup_exception"))).toHaveLength(1);
    // Staff find it under its own tab.
    const tab = await call<{ id: number }[]>(adminJobs, { token: world.admin.token, query: { tabName: "pickupException" } });
    expect(tab.body.data.map((j) => j.id)).toContain(s.job.id);
  });

  it("needs a photo, the position and a note for 'other'; not after check-in, not on another's link", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await report(s, { photo: undefined }), 400);
    expectStatus(await report(s, { latitude: undefined }), 400);
    const other = await report(s, { reason: "other", note: "" });
    expectStatus(other, 400);
    expect(other.body.errors).toMatchObject({ note: [M.otherNeedsNote] });
    expectStatus(await report(s, { reason: "abducted" }), 400);
    const stranger = await assignedJob(db, world);
    expectStatus(await driverCall(reportRoute, stranger.token, { body: reportBody(s) }), 403);
    await db.insert(rides).values({ jobId: s.job.id, driverId: s.driver.id, rideStatus: "checked_in", checkedInAt: new Date() });
    const late = await report(s);
    expectStatus(late, 409);
    expect(late.body.message).toBe(M.afterCheckIn);
    expect(await db.select().from(pickupExceptions).where(eq(pickupExceptions.jobId, s.job.id))).toEqual([]);
  });
});

describe("staff's answer (POST admin/resolve-pickup-exception, or a reschedule)", () => {
  it("continue: the flag clears, the report closes, the timeline says so; a second answer is 409", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await report(s), 200);
    const res = await resolve(s.job.id, "continue");
    expectStatus(res, 200);
    expect(res.body.data.request_status).toBe("approved");
    expect(await flagOf(s.job.id)).toBe(false);
    const [row] = await db.select().from(pickupExceptions).where(eq(pickupExceptions.jobId, s.job.id));
    expect(row).toMatchObject({ outcome: "continued", resolvedBy: world.admin.user.id });
    expect((await logsOf(db, s.job.id)).some((l) => l.event === "pickup_continues")).toBe(true);
    const again = await resolve(s.job.id, "continue");
    expectStatus(again, 409);
    expect(again.body.message).toBe(M.notOpen);
    expectStatus(await resolve(s.job.id, "continue", world.customer.token), 403);
  });

  it("a reschedule by staff closes it too", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await report(s), 200);
    const body = { jobId: s.job.id, pickup_date: utcDateFromNow(5), pickup_time: "10:00", reason: "Ready on Friday" };
    expectStatus(await call(updateJobSchedule, { method: "PUT", token: world.admin.token, body }), 200);
    expect(await flagOf(s.job.id)).toBe(false);
    const [row] = await db.select().from(pickupExceptions).where(eq(pickupExceptions.jobId, s.job.id));
    expect(row!.outcome).toBe("rescheduled");
  });

  it("dry run: the job is cancelled, the fee is a draft invoice line, the pay goes on the driver's statement", async () => {
    const s = await assignedJob(db, world);
    expectStatus(await report(s, { reason: "keys_missing", note: "" }), 200);
    const res = await resolve(s.job.id, "dry_run");
    expectStatus(res, 200);
    expect(res.body.data.request_status).toBe("cancelled");
    const [job] = await db.select().from(jobs).where(eq(jobs.id, s.job.id));
    expect(job).toMatchObject({ hasPickupException: false, cancellationReason: "Dry run: Keys missing" });
    const [line] = await db.select().from(invoiceLines).where(eq(invoiceLines.jobId, s.job.id));
    expect(line).toMatchObject({ cents: 15_000 });
    expect(line!.description).toMatch(new RegExp(`^Dry run: job-${s.job.id}, .*\\(Keys missing\\)$`));
    const [row] = await db
      .select()
      .from(pickupExceptions)
      .where(and(eq(pickupExceptions.jobId, s.job.id)));
    expect(row).toMatchObject({ outcome: "dry_run", dryRunPayCents: 6_000 });

    expectStatus(
      await call(ruleRoute, { method: "PUT", token: world.admin.token, body: { driver_id: s.driver.id, kind: "flat", rate: 20_000 } }),
      200,
    );
    const today = new Date().toISOString().slice(0, 10);
    const statement = await call<PayStatementDetails>(createStatement, {
      method: "POST",
      token: world.admin.token,
      body: { driver_id: s.driver.id, from: today, to: today },
    });
    expectStatus(statement, 201);
    expect(statement.body.data.lines.map((l) => [l.kind, l.job_id, l.cents])).toEqual([["dry_run", s.job.id, 6_000]]);
    expect(statement.body.data.jobs_cents).toBe(6_000);
  });
});
