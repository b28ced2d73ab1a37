import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getJobExpenses } from "@/app/api/v1/admin/get-job-expenses/route";
import { GET as getWaitingExpenses } from "@/app/api/v1/admin/get-waiting-expenses/route";
import { POST as reviewExpense } from "@/app/api/v1/admin/review-expense/route";
import { POST as setExpenseRebill } from "@/app/api/v1/admin/set-expense-rebill/route";
import { POST as addExpenseRoute } from "@/app/api/v1/driver/add-expense/route";
import { GET as fetchExpenses } from "@/app/api/v1/driver/fetch-expenses/route";
import type { Db } from "@/db/client";
import { drivers, expenses, jobs, rides } from "@/db/schema";
import { EXPENSE_MESSAGES } from "@/lib/expenses/messages";
import { resetDatabase } from "./helpers/db";
import { call } from "./helpers/http";
import { assignedJob, driverCall, expectStatus, form, makeWorld, pngFile, type World } from "./driver-link/helpers";
import { expectFieldError } from "./jobs/helpers";

vi.hoisted(() => {
  process.env.UPLOADS_DIR = `.data/test-uploads/expenses-review-${process.pid}-${Date.now()}`;
});

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});
afterAll(() => rm(process.env.UPLOADS_DIR!, { recursive: true, force: true }));

type Setup = Awaited<ReturnType<typeof assignedJob>>;
let ids = 0;

async function tripJob() {
  const s = await assignedJob(db, world, { pickupLatitude: 30, pickupLongitude: -100, dropoffLatitude: 40, dropoffLongitude: -100 });
  await db
    .insert(rides)
    .values({ jobId: s.job.id, driverId: s.driver.id, rideStatus: "ride_started", checkedInAt: new Date(Date.now() - 3600_000) });
  await db.update(jobs).set({ requestStatus: "in_transit" }).where(eq(jobs.id, s.job.id));
  return s;
}

async function expenseOn(s: Setup, amountCents = 5000, longitude = -100): Promise<string> {
  const id = `review-${process.pid}-${++ids}`;
  const body = form({
    job_id: s.job.id,
    driver_id: s.driver.id,
    id,
    type: "toll",
    amount_cents: amountCents,
    captured_at: new Date().toISOString(),
    latitude: 35,
    longitude,
    receipt: pngFile(),
  });
  expectStatus(await driverCall(addExpenseRoute, s.token, { body }), 200);
  return id;
}

const review = (body: Record<string, unknown>, token = world.admin.token) => call(reviewExpense, { method: "POST", body, token });
const rebill = (body: Record<string, unknown>) => call(setExpenseRebill, { method: "POST", body, token: world.admin.token });
const rowOf = async (id: string) => (await db.select().from(expenses).where(eq(expenses.id, id)))[0]!;

describe("POST admin/review-expense", () => {
  it("approves the amount claimed", async () => {
    const s = await tripJob();
    const id = await expenseOn(s, 4200);
    const res = await review({ expenseId: id, decision: "approve" });
    expectStatus(res, 200);
    expect(res.body.message).toBe(EXPENSE_MESSAGES.approved);
    expect(await rowOf(id)).toMatchObject({ state: "approved", approvedCents: 4200, reason: null, reviewedBy: world.admin.user.id });
  });

  it("approves another amount with a reason: in cents from the API, in dollars from the form", async () => {
    const s = await tripJob();
    const [a, b] = [await expenseOn(s, 9000), await expenseOn(s, 9000)];
    expectStatus(await review({ expenseId: a, decision: "approve_other", approved_cents: 7550, reason: "Toll is $75.50" }), 200);
    expect(await rowOf(a)).toMatchObject({ state: "approved_other", approvedCents: 7550, reason: "Toll is $75.50" });
    expectStatus(await review({ expenseId: b, decision: "approve_other", approved_amount: "60.25", reason: "Half day" }), 200);
    expect(await rowOf(b)).toMatchObject({ state: "approved_other", approvedCents: 6025 });
  });

  it("needs the amount and a reason for another amount, and a reason to reject", async () => {
    const s = await tripJob();
    const id = await expenseOn(s);
    expectFieldError(
      await review({ expenseId: id, decision: "approve_other", reason: "x" }),
      "approved_amount",
      "Give the amount to approve.",
    );
    expectFieldError(await review({ expenseId: id, decision: "approve_other", approved_cents: 100 }), "reason", EXPENSE_MESSAGES.reason);
    expectFieldError(await review({ expenseId: id, decision: "reject", reason: "  " }), "reason", EXPENSE_MESSAGES.reason);
    expect((await rowOf(id)).state).toBe("waiting");
  });

  it("rejects with a reason; the driver sees the state and the reason on the link", async () => {
    const s = await tripJob();
    const id = await expenseOn(s);
    const res = await review({ expenseId: id, decision: "reject", reason: "Personal meal" });
    expectStatus(res, 200);
    expect(res.body.message).toBe(EXPENSE_MESSAGES.rejected);
    const seen = await driverCall<{ id: string; state: string; reason: string }[]>(fetchExpenses, s.token, {
      query: { job_id: s.job.id, driver_id: s.driver.id },
    });
    expect(seen.body.data).toEqual([expect.objectContaining({ id, state: "rejected", reason: "Personal meal" })]);
  });

  it("decides once: a second decision is 409, and of two at once one wins", async () => {
    const s = await tripJob();
    const id = await expenseOn(s);
    const [first, second] = await Promise.all([
      review({ expenseId: id, decision: "approve" }),
      review({ expenseId: id, decision: "reject", reason: "No" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const again = await review({ expenseId: id, decision: "approve" });
    expectStatus(again, 409);
    expect(again.body.message).toBe(EXPENSE_MESSAGES.reviewed);
  });

  it("is staff's: a customer is refused, an unknown expense is 404", async () => {
    const s = await tripJob();
    const id = await expenseOn(s);
    expectStatus(await review({ expenseId: id, decision: "approve" }, world.customer.token), 403);
    expectStatus(await review({ expenseId: "no-such-expense", decision: "approve" }), 404);
  });
});

describe("POST admin/set-expense-rebill", () => {
  it("re-bills an approved expense only, and stops again", async () => {
    const s = await tripJob();
    const id = await expenseOn(s);
    const early = await rebill({ expenseId: id, rebill: true });
    expectStatus(early, 409);
    expect(early.body.message).toBe(EXPENSE_MESSAGES.rebillNeedsApproval);
    expectStatus(await review({ expenseId: id, decision: "approve" }), 200);
    expectStatus(await rebill({ expenseId: id, rebill: true }), 200);
    expect((await rowOf(id)).rebill).toBe(true);
    expectStatus(await rebill({ expenseId: id, rebill: "false" }), 200);
    expect((await rowOf(id)).rebill).toBe(false);
  });
});

describe("GET admin/get-waiting-expenses and get-job-expenses", () => {
  it("lists only waiting expenses across jobs, newest first, with the total; search by job number", async () => {
    await db.delete(expenses);
    const s1 = await tripJob();
    const s2 = await tripJob();
    // The search also matches drivers' names: the other job's driver has no digit in his to match.
    await db.update(drivers).set({ name: "Driver Without Digits" }).where(eq(drivers.id, s2.driver.id));
    const a = await expenseOn(s1);
    const b = await expenseOn(s2, 1000, -100.5);
    const c = await expenseOn(s1);
    expectStatus(await review({ expenseId: c, decision: "approve" }), 200);
    const res = await call<{ id: string; offRoute: boolean; jobId: number }[]>(getWaitingExpenses, {
      token: world.admin.token,
      query: { limit: 10 },
    });
    expectStatus(res, 200);
    expect(res.body.data.map((e) => e.id)).toEqual([b, a]);
    expect(res.body.total).toBe(2);
    expect(res.body.data[0]!.offRoute).toBe(true);
    const one = await call<{ id: string }[]>(getWaitingExpenses, { token: world.admin.token, query: { search: String(s1.job.id) } });
    expect(one.body.data.map((e) => e.id)).toEqual([a]);
    const paged = await call<{ id: string }[]>(getWaitingExpenses, { token: world.admin.token, query: { limit: 1, page: 2 } });
    expect(paged.body.data.map((e) => e.id)).toEqual([a]);
    expect(paged.body.total).toBe(2);
    expectStatus(await call(getWaitingExpenses, { token: world.customer.token }), 403);

    const ofJob = await call<{ id: string; state: string; receiptUrl: string }[]>(getJobExpenses, {
      token: world.admin.token,
      query: { jobId: s1.job.id },
    });
    expect(ofJob.body.data.map((e) => [e.id, e.state])).toEqual([
      [a, "waiting"],
      [c, "approved"],
    ]);
  });
});
