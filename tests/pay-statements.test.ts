import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createRoute } from "@/app/api/v1/admin/create-pay-statement/route";
import { GET as getRule } from "@/app/api/v1/admin/get-driver-pay-rule/route";
import { GET as fileRoute } from "@/app/api/v1/admin/get-pay-statement-file/route";
import { GET as listRoute } from "@/app/api/v1/admin/get-pay-statements/route";
import { POST as reviewExpense } from "@/app/api/v1/admin/review-expense/route";
import { PUT as ruleRoute } from "@/app/api/v1/admin/update-driver-pay-rule/route";
import { POST as addExpenseRoute } from "@/app/api/v1/driver/add-expense/route";
import type { Db } from "@/db/client";
import { expenses, jobs, rides, type Driver } from "@/db/schema";
import type { PayStatementDetails, PayStatementRow } from "@/lib/pay/pay-statements";
import { NO_PAY_RULE, NOTHING_TO_PAY, unpriced } from "@/lib/pay/pay-statements";
import { payRuleSchema, RATE_RULES } from "@/lib/pay/pay-schemas";
import { resetDatabase } from "./helpers/db";
import { call } from "./helpers/http";
import { assignedJob, driverCall, expectStatus, form, makeWorld, pngFile, type World } from "./driver-link/helpers";
import { createDriver } from "./helpers/factories";

vi.hoisted(() => {
  process.env.UPLOADS_DIR = `.data/test-uploads/pay-${process.pid}-${Date.now()}`;
});

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});
afterAll(() => rm(process.env.UPLOADS_DIR!, { recursive: true, force: true }));

let ids = 0;

/** A job of the driver, delivered at `deliveredAt`, with a price and route miles. */
async function deliveredJob(driver: Driver, deliveredAt: string, values: { priceCents?: number | null; routeMiles?: number | null } = {}) {
  const s = await assignedJob(db, world, { priceCents: 100_000, routeMiles: 412.4, ...values }, driver);
  await db.insert(rides).values({ jobId: s.job.id, driverId: driver.id, rideStatus: "ride_started", checkedInAt: new Date(deliveredAt) });
  await db.update(jobs).set({ requestStatus: "in_transit" }).where(eq(jobs.id, s.job.id));
  return s;
}

const deliver = (jobId: number, at: string) =>
  db
    .update(jobs)
    .set({ requestStatus: "delivered", deliveredAt: new Date(at) })
    .where(eq(jobs.id, jobId));

/** An expense of the driver on the job, approved (at `approvedCents` when given) on `reviewedAt`. */
async function approvedExpense(
  s: Awaited<ReturnType<typeof deliveredJob>>,
  amountCents: number,
  reviewedAt: string,
  approvedCents?: number,
) {
  const id = `pay-${process.pid}-${++ids}`;
  const body = form({
    job_id: s.job.id,
    driver_id: s.driver.id,
    id,
    type: "fuel",
    amount_cents: amountCents,
    captured_at: new Date().toISOString(),
    receipt: pngFile(),
  });
  expectStatus(await driverCall(addExpenseRoute, s.token, { body }), 200);
  const decision =
    approvedCents === undefined
      ? { decision: "approve" }
      : { decision: "approve_other", approved_cents: approvedCents, reason: "Receipt shows less" };
  expectStatus(await call(reviewExpense, { method: "POST", body: { expenseId: id, ...decision }, token: world.admin.token }), 200);
  await db
    .update(expenses)
    .set({ reviewedAt: new Date(reviewedAt) })
    .where(eq(expenses.id, id));
  return id;
}

const setRule = (driverId: number, kind: string, rate: number | string, asForm = false) =>
  call(ruleRoute, {
    method: "PUT",
    token: world.admin.token,
    body: asForm ? { driver_id: String(driverId), kind, rate_text: String(rate) } : { driver_id: driverId, kind, rate },
  });

const create = (driverId: number, from: string, to: string, token = world.admin.token) =>
  call<PayStatementDetails>(createRoute, { method: "POST", token, body: { driver_id: driverId, from, to } });

describe("a driver's pay rule", () => {
  it("is set as flat, per mile or percent (the API in cents or basis points, the form in dollars or percent), staff only", async () => {
    const driver = await createDriver(db);
    expect(
      (await call<{ kind: string | null; text: string }>(getRule, { token: world.admin.token, query: { driver_id: String(driver.id) } }))
        .body.data,
    ).toMatchObject({
      kind: null,
      text: "No pay rule yet",
    });
    expect((await setRule(driver.id, "flat", 25_000)).body.data).toMatchObject({ kind: "flat", rate: 25_000, text: "$250.00 per job" });
    expect((await setRule(driver.id, "per_mile", "0.60", true)).body.data).toMatchObject({
      kind: "per_mile",
      rate: 60,
      text: "$0.60 per route mile",
    });
    expect((await setRule(driver.id, "percent", "12.5", true)).body.data).toMatchObject({
      kind: "percent",
      rate: 1250,
      text: "12.5% of the job's price",
    });
    // The form's checked values (what the page's script sends the server action) parse again as they are.
    const checked = payRuleSchema.parse({ driver_id: String(driver.id), kind: "per_mile", rate_text: "0.65" });
    expect(payRuleSchema.parse(checked)).toEqual({ driver_id: driver.id, kind: "per_mile", rate: 65 });
    const bad = await setRule(driver.id, "percent", "120", true);
    expectStatus(bad, 400);
    expect(bad.body.errors).toMatchObject({ rate: [RATE_RULES.percent] });
    expectStatus(await setRule(driver.id, "hourly", 100), 400);
    expectStatus(await setRule(driver.id, "flat", -1), 400);
    expectStatus(await setRule(999_999, "flat", 100), 404);
    expectStatus(
      await call(ruleRoute, { method: "PUT", token: world.customer.token, body: { driver_id: driver.id, kind: "flat", rate: 1 } }),
      403,
    );
  });
});

describe("pay statements", () => {
  it("take the period's delivered jobs by the rule and approved expenses, lock them, and leave nothing for a second one", async () => {
    const driver = await createDriver(db);
    expectStatus(await setRule(driver.id, "per_mile", 60), 200);
    // Each expense is added during its trip (the link's window), then the jobs are delivered.
    const a = await deliveredJob(driver, "2026-06-02T12:00:00Z");
    const b = await deliveredJob(driver, "2026-06-20T12:00:00Z", { routeMiles: 100 });
    const july = await deliveredJob(driver, "2026-07-01T01:00:00Z");
    const fuel = await approvedExpense(a, 8_000, "2026-06-10T09:00:00Z");
    const lower = await approvedExpense(b, 5_000, "2026-06-29T09:00:00Z", 4_000);
    // Approved in June on a job delivered in July: June pays the expense, July still the job.
    const early = await approvedExpense(july, 1_000, "2026-06-15T09:00:00Z");
    await deliver(a.job.id, "2026-06-03T15:00:00Z");
    await deliver(b.job.id, "2026-06-30T23:59:00Z");
    await deliver(july.job.id, "2026-07-01T02:00:00Z");

    const res = await create(driver.id, "2026-06-01", "2026-06-30");
    expectStatus(res, 201);
    const statement = res.body.data;
    expect(statement).toMatchObject({ driver_id: driver.id, period_from: "2026-06-01", period_to: "2026-06-30" });
    expect(statement.lines.map((l) => [l.kind, l.job_id, l.expense_id, l.cents, l.detail])).toEqual([
      ["job", a.job.id, null, 24_744, "412 mi at $0.60"],
      ["job", b.job.id, null, 6_000, "100 mi at $0.60"],
      ["expense", a.job.id, fuel, 8_000, "Approved"],
      ["expense", july.job.id, early, 1_000, "Approved"],
      ["expense", b.job.id, lower, 4_000, "Approved at another amount (claimed $50.00)"],
    ]);
    expect(statement).toMatchObject({ jobs_cents: 30_744, expenses_cents: 13_000, total_cents: 43_744 });
    expect(statement.lines[0]!.description).toMatch(new RegExp(`^job-${a.job.id}: `));

    // The same period again: nothing left.
    const again = await create(driver.id, "2026-06-01", "2026-06-30");
    expectStatus(again, 409);
    expect(again.body.message).toBe(NOTHING_TO_PAY);
    // July's statement takes July's, and a rule changed since leaves June's lines as they were.
    expectStatus(await setRule(driver.id, "flat", 30_000), 200);
    const next = await create(driver.id, "2026-06-01", "2026-07-31");
    expect(next.body.data.lines.map((l) => [l.kind, l.job_id, l.cents])).toEqual([["job", july.job.id, 30_000]]);
    const listed = await call<PayStatementRow[]>(listRoute, { token: world.admin.token, query: { driver_id: String(driver.id) } });
    expect(listed.body.data.map((s) => s.total_cents)).toEqual([30_000, 43_744]);
  });

  it("made twice at once for one driver and period: one takes the lines, the other finds nothing", async () => {
    const driver = await createDriver(db);
    expectStatus(await setRule(driver.id, "flat", 20_000), 200);
    for (const day of ["2026-05-04", "2026-05-05", "2026-05-06"]) {
      const s = await deliveredJob(driver, `${day}T08:00:00Z`);
      await deliver(s.job.id, `${day}T18:00:00Z`);
    }
    const results = await Promise.all([1, 2, 3].map(() => create(driver.id, "2026-05-01", "2026-05-31")));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.status === 201)!.body.data.total_cents).toBe(60_000);
  });

  it("refuses without a rule, names the jobs the rule cannot price, and refuses bad input and customers", async () => {
    const driver = await createDriver(db);
    const s = await deliveredJob(driver, "2026-04-01T08:00:00Z", { priceCents: null });
    await deliver(s.job.id, "2026-04-01T18:00:00Z");
    const noRule = await create(driver.id, "2026-04-01", "2026-04-30");
    expectStatus(noRule, 409);
    expect(noRule.body.message).toBe(NO_PAY_RULE);
    expectStatus(await setRule(driver.id, "percent", 2_500), 200);
    const noPrice = await create(driver.id, "2026-04-01", "2026-04-30");
    expectStatus(noPrice, 409);
    expect(noPrice.body.message).toBe(unpriced([`job-${s.job.id}`], "no_price"));
    expectStatus(await create(driver.id, "2026-04-30", "2026-04-01"), 400);
    expectStatus(await create(driver.id, "2026-02-30", "2026-04-01"), 400);
    expectStatus(await create(999_999, "2026-04-01", "2026-04-30"), 404);
    expectStatus(await create(driver.id, "2026-04-01", "2026-04-30", world.customer.token), 403);
  });

  it("downloads as CSV (a row per line) and PDF", async () => {
    const driver = await createDriver(db);
    expectStatus(await setRule(driver.id, "flat", 12_345), 200);
    const s = await deliveredJob(driver, "2026-03-01T08:00:00Z");
    await deliver(s.job.id, "2026-03-02T18:00:00Z");
    const statement = (await create(driver.id, "2026-03-01", "2026-03-31")).body.data;
    const file = (format: string) =>
      fileRoute(
        new NextRequest(`http://localhost:3000/api/v1/admin/get-pay-statement-file?statement_id=${statement.id}&format=${format}`, {
          headers: { authorization: `Bearer ${world.admin.token}` },
        }),
        { params: Promise.resolve({}) },
      );
    const csv = await file("csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="pay-statement-${statement.id}-2026-03-01-to-2026-03-31.csv"`,
    );
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("Statement,Driver,PeriodFrom,PeriodTo,Kind,Job,Description,Detail,Amount");
    expect(text).toContain(`,Job,job-${s.job.id},`);
    expect(text).toContain(",Flat per job,123.45");
    const pdf = await file("pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
