import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAging } from "@/app/api/v1/admin/get-aging/route";
import type { Db } from "@/db/client";
import { eq } from "drizzle-orm";
import { invoiceLines, invoices } from "@/db/schema";
import { agingBucket, type AgingReport } from "@/lib/invoices/aging";
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
