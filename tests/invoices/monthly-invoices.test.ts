import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as poMissing } from "@/app/api/v1/admin/get-po-missing-jobs/route";
import { POST as cronInvoices } from "@/app/api/v1/cron/invoices/route";
import type { Db } from "@/db/client";
import { billingTerms, invoiceLines, invoices } from "@/db/schema";
import { draftMonthlyInvoice, enqueueMonthlyInvoices, previousMonth } from "@/lib/invoices/monthly-invoices";
import { drainAll } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { jobFor, makeWorld, type World } from "../jobs/helpers";
import { expectAccess, tokensForEveryRole } from "../people/helpers";

const CRON_SECRET = vi.hoisted(() => (process.env.CRON_SECRET = "a-cron-secret-long-enough-for-the-test"));

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await db.insert(billingTerms).values({ companyId: world.companyA.id, cycle: "monthly", netDays: 30 });
});

const deliveredOn = (at: string, poNumber: string | null, priceCents = 50_000) =>
  jobFor(db, world.customer, { requestStatus: "delivered", deliveredAt: new Date(at), poNumber, priceCents });

const linesOf = (invoiceId: number) =>
  db
    .select({ jobId: invoiceLines.jobId, cents: invoiceLines.cents })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.id);

describe("monthly invoices", () => {
  it.each([
    ["2026-03-01T00:00:00Z", "2026-02-01"],
    ["2026-03-31T23:59:59Z", "2026-02-01"],
    ["2026-01-01T08:00:00Z", "2025-12-01"],
  ])("on %s bill the month of %s", (now, period) => {
    expect(previousMonth(new Date(now))).toBe(period);
  });

  it("drafts one invoice of the month's delivered jobs with a PO; the month's edges, a job without a PO and a billed job stay out", async () => {
    const first = await deliveredOn("2026-02-01T00:00:00Z", "PO-1", 10_000);
    const last = await deliveredOn("2026-02-28T23:59:59Z", "PO-2", 20_000);
    await deliveredOn("2026-01-31T23:59:59Z", "PO-3");
    await deliveredOn("2026-03-01T00:00:00Z", "PO-4");
    const noPo = await deliveredOn("2026-02-10T12:00:00Z", "  ");
    const id = await draftMonthlyInvoice(db, world.companyA.id, "2026-02-01");
    expect(id).not.toBeNull();
    expect(await linesOf(id!)).toEqual([
      { jobId: first.id, cents: 10_000 },
      { jobId: last.id, cents: 20_000 },
    ]);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id!));
    expect(invoice).toMatchObject({ state: "draft", cycle: "monthly", period: "2026-02-01", number: null });
    // Run again: nothing more (one draft per company and month; each job billable once).
    expect(await draftMonthlyInvoice(db, world.companyA.id, "2026-02-01")).toBeNull();
    expect((await db.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.jobId, noPo.id))).length).toBe(0);
    // Staff see it waiting, with the reason; a billed job is not listed.
    const waiting = await call<{ id: number; reason: string }[]>(poMissing, { token: world.admin.token });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.map((job) => [job.id, job.reason])).toEqual([[noPo.id, "PO missing"]]);
    expect((waiting.body as unknown as { total: number }).total).toBe(1);
    await expectAccess(poMissing, {}, ["admin", "superadmin"], await tokensForEveryRole(db));
  });

  it("is written to the outbox once per monthly company and month by POST cron/invoices (cron secret only), and drafted by the worker", async () => {
    expect((await call(cronInvoices, { method: "POST" })).status).toBe(401);
    const now = new Date();
    const inLastMonth = new Date(`${previousMonth(now)}T12:00:00Z`);
    const job = await deliveredOn(inLastMonth.toISOString(), "PO-CRON");
    const res = await call<{ enqueued: number }>(cronInvoices, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.enqueued).toBe(1);
    expect(await enqueueMonthlyInvoices(db, now)).toBe(0);
    await drainAll(db);
    const [line] = await db.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines).where(eq(invoiceLines.jobId, job.id));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, line!.invoiceId));
    expect(invoice).toMatchObject({ companyId: world.companyA.id, cycle: "monthly", period: previousMonth(now) });
  });
});
