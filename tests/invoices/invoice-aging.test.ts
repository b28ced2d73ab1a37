import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAging } from "@/app/api/v1/admin/get-aging/route";
import { GET as getStatement } from "@/app/api/v1/admin/get-company-statement/route";
import { GET as getMyStatement } from "@/app/api/v1/customer/get-statement/route";
import type { Db } from "@/db/client";
import { eq } from "drizzle-orm";
import { invoiceLines, invoices } from "@/db/schema";
import { agingBucket, type AgingReport } from "@/lib/invoices/aging";
import type { Statement } from "@/lib/invoices/statement";
import { finalizeInvoice } from "@/lib/invoices/finalize-invoice";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectStatus, makeWorld, type World } from "../jobs/helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

describe("agingBucket", () => {
  it.each([
    ["2026-06-30", "2026-06-01", "current"],
    ["2026-06-01", "2026-06-01", "current"], // due today: not yet past due
    ["2026-06-01", "2026-06-02", "days_1_30"],
    ["2026-06-01", "2026-07-01", "days_1_30"], // 30 days
    ["2026-06-01", "2026-07-02", "days_31_60"], // 31
    ["2026-06-01", "2026-07-31", "days_31_60"], // 60
    ["2026-06-01", "2026-08-01", "days_61_90"], // 61
    ["2026-06-01", "2026-08-30", "days_61_90"], // 90
    ["2026-06-01", "2026-08-31", "days_over_90"], // 91
    ["2024-02-28", "2024-03-01", "days_1_30"], // a leap day between
  ] as const)("due %s, seen %s: %s", (due, asOf, bucket) => {
    expect(agingBucket(due, asOf)).toBe(bucket);
  });
});

/** A sent invoice of `cents` (net 30 from `sentOn`). */
async function sent(companyId: number, cents: number, sentOn: string) {
  const [invoice] = await db.insert(invoices).values({ companyId, cycle: "per_job" }).returning({ id: invoices.id });
  await db.insert(invoiceLines).values({ invoiceId: invoice!.id, description: "Transport", cents });
  await finalizeInvoice(db, invoice!.id, new Date(`${sentOn}T12:00:00Z`));
  return invoice!.id;
}

describe("GET admin/get-aging", () => {
  it("sums open balances per company and bucket on the day asked, with totals; drafts, paid and void left out", async () => {
    const a = world.companyA.id;
    const b = world.companyB.id;
    await sent(a, 10_000, "2026-05-20"); // due 6/19: on 7/1 12 days past due
    await sent(a, 20_000, "2026-04-01"); // due 5/1: 61 days
    await sent(b, 40_000, "2026-06-20"); // due 7/20: current
    await sent(b, 80_000, "2026-01-02"); // due 2/1: 150 days
    await db.insert(invoices).values({ companyId: a, cycle: "per_job" }); // a draft
    const voided = await sent(a, 99_000, "2026-03-01");
    await db.update(invoices).set({ state: "void" }).where(eq(invoices.id, voided));

    const res = await call<AgingReport>(getAging, { token: world.admin.token, query: { as_of: "2026-07-01" } });
    expectStatus(res, 200);
    expect(res.body.data.rows).toEqual([
      {
        company_id: a,
        company_name: "Acme Motors",
        current_cents: 0,
        days_1_30_cents: 10_000,
        days_31_60_cents: 0,
        days_61_90_cents: 20_000,
        days_over_90_cents: 0,
        total_cents: 30_000,
      },
      {
        company_id: b,
        company_name: "Globex Fleet",
        current_cents: 40_000,
        days_1_30_cents: 0,
        days_31_60_cents: 0,
        days_61_90_cents: 0,
        days_over_90_cents: 80_000,
        total_cents: 120_000,
      },
    ]);
    expect(res.body.data.totals).toEqual({
      current_cents: 40_000,
      days_1_30_cents: 10_000,
      days_31_60_cents: 0,
      days_61_90_cents: 20_000,
      days_over_90_cents: 80_000,
      total_cents: 150_000,
    });
    // A month later every balance has aged.
    const later = await call<AgingReport>(getAging, { token: world.admin.token, query: { as_of: "2026-08-01" } });
    expect(later.body.data.totals).toMatchObject({
      current_cents: 0,
      days_1_30_cents: 40_000,
      days_31_60_cents: 10_000,
      days_61_90_cents: 0,
    });
    expect(later.body.data.totals.days_over_90_cents).toBe(100_000);
  });

  it("is the staff's: customers 403; a bad date 400", async () => {
    expectStatus(await call(getAging, { token: world.customer.token }), 403);
    expectStatus(await call(getAging, { token: world.otherCustomer.token }), 403);
    expectStatus(await call(getAging, { token: world.admin.token, query: { as_of: "2026-13-01" } }), 400);
  });
});

describe("a company's statement (GET admin/get-company-statement, customer/get-statement)", () => {
  // The invoices of the aging test above: company A's two open ones, a draft and a void one.
  it("lists the company's open invoices oldest due first, with days past due and its balances by bucket", async () => {
    const res = await call<Statement>(getStatement, {
      token: world.admin.token,
      query: { company_id: String(world.companyA.id), as_of: "2026-07-01" },
    });
    expectStatus(res, 200);
    const statement = res.body.data;
    expect(statement.company).toMatchObject({ id: world.companyA.id, name: "Acme Motors" });
    expect(statement.invoices.map((i) => [i.total_cents, i.balance_cents, i.due_date, i.days_past_due, i.bucket])).toEqual([
      [20_000, 20_000, "2026-05-01", 61, "days_61_90"],
      [10_000, 10_000, "2026-06-19", 12, "days_1_30"],
    ]);
    expect(statement.invoices.every((i) => /^INV-2026-\d{5}$/.test(i.number))).toBe(true);
    expect(statement.aging).toEqual({
      current_cents: 0,
      days_1_30_cents: 10_000,
      days_31_60_cents: 0,
      days_61_90_cents: 20_000,
      days_over_90_cents: 0,
      total_cents: 30_000,
    });
    // A partly paid invoice shows what is left; a paid one leaves the statement.
    const [first, second] = statement.invoices;
    await db.update(invoices).set({ paidCents: 5_000, state: "partly_paid" }).where(eq(invoices.id, first!.id));
    await db.update(invoices).set({ paidCents: 10_000, state: "paid" }).where(eq(invoices.id, second!.id));
    const after = await call<Statement>(getStatement, {
      token: world.admin.token,
      query: { company_id: String(world.companyA.id), as_of: "2026-07-01" },
    });
    expect(after.body.data.invoices.map((i) => [i.id, i.paid_cents, i.balance_cents])).toEqual([[first!.id, 5_000, 15_000]]);
    expect(after.body.data.aging.total_cents).toBe(15_000);
  });

  it("gives a customer their own company's only; staff any company's; bad input 400, no company 404", async () => {
    const mine = await call<Statement>(getMyStatement, { token: world.customer.token, query: { as_of: "2026-07-01" } });
    expectStatus(mine, 200);
    expect(mine.body.data.company.id).toBe(world.companyA.id);
    const theirs = await call<Statement>(getMyStatement, { token: world.otherCustomer.token, query: { as_of: "2026-07-01" } });
    expect(theirs.body.data.company.id).toBe(world.companyB.id);
    expect(theirs.body.data.invoices.map((i) => i.total_cents)).toEqual([80_000, 40_000]);
    const a = String(world.companyA.id);
    expectStatus(await call(getStatement, { token: world.otherCustomer.token, query: { company_id: a } }), 403);
    expectStatus(await call(getStatement, { token: world.customer.token, query: { company_id: a } }), 403);
    expectStatus(await call(getMyStatement, { token: world.admin.token }), 403);
    expectStatus(await call(getStatement, { token: world.admin.token, query: { company_id: "999999" } }), 404);
    expectStatus(await call(getStatement, { token: world.admin.token, query: { company_id: "01" } }), 400);
    expectStatus(await call(getStatement, { token: world.admin.token, query: { company_id: a, as_of: "2026-02-30" } }), 400);
  });
});
