import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as reviewExpense } from "@/app/api/v1/admin/review-expense/route";
import { POST as setExpenseRebill } from "@/app/api/v1/admin/set-expense-rebill/route";
import { POST as addExpenseRoute } from "@/app/api/v1/driver/add-expense/route";
import type { Db } from "@/db/client";
import { expenses, invoiceLines, invoices, jobs, rides } from "@/db/schema";
import { GET as getInvoiceDetails } from "@/app/api/v1/admin/get-invoice-details/route";
import { POST as sendInvoice } from "@/app/api/v1/admin/send-invoice/route";
import { draftJobInvoice } from "@/lib/invoices/draft-invoice";
import type { Mail } from "@/lib/mail/send-mail";
import { drainOutbox } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "./helpers/db";
import { call } from "./helpers/http";
import { assignedJob, driverCall, expectStatus, form, makeWorld, pngFile, type World } from "./driver-link/helpers";

vi.hoisted(() => {
  process.env.UPLOADS_DIR = `.data/test-uploads/expenses-rebill-${process.pid}-${Date.now()}`;
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
  const s = await assignedJob(db, world, { priceCents: 100_000, poNumber: "PO-77" });
  await db
    .insert(rides)
    .values({ jobId: s.job.id, driverId: s.driver.id, rideStatus: "ride_started", checkedInAt: new Date(Date.now() - 3600_000) });
  await db.update(jobs).set({ requestStatus: "in_transit" }).where(eq(jobs.id, s.job.id));
  return s;
}

const deliver = (s: Setup) => db.update(jobs).set({ requestStatus: "delivered", deliveredAt: new Date() }).where(eq(jobs.id, s.job.id));

async function approvedExpense(s: Setup, amountCents: number, approvedCents?: number): Promise<string> {
  const id = `rebill-${process.pid}-${++ids}`;
  const body = form({
    job_id: s.job.id,
    driver_id: s.driver.id,
    id,
    type: "toll",
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
  return id;
}

const rebill = (expenseId: string, on: boolean) =>
  call(setExpenseRebill, { method: "POST", body: { expenseId, rebill: on }, token: world.admin.token });

async function linesOf(jobId: number) {
  const [jobLine] = await db.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines).where(eq(invoiceLines.jobId, jobId));
  return db
    .select({ jobId: invoiceLines.jobId, cents: invoiceLines.cents, description: invoiceLines.description })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, jobLine!.invoiceId))
    .orderBy(invoiceLines.id);
}

describe("re-billed expenses on the invoice", () => {
  it("drafts the job's invoice with a line per re-billed approved expense, at the approved amount, naming the receipt", async () => {
    const s = await tripJob();
    const billed = await approvedExpense(s, 2500, 2000);
    const notMarked = await approvedExpense(s, 900);
    expectStatus(await rebill(billed, true), 200);
    await deliver(s);
    expect(await draftJobInvoice(db, s.job.id)).toBe("drafted");
    const lines = await linesOf(s.job.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ jobId: s.job.id, cents: 100_000 });
    expect(lines[1]).toMatchObject({ jobId: null, cents: 2000 });
    expect(lines[1]!.description).toMatch(new RegExp(`^Job #${s.job.id}: Toll on \\d+/\\d+/\\d{4}, with receipt$`));
    const [row] = await db.select({ lineId: expenses.invoiceLineId }).from(expenses).where(eq(expenses.id, notMarked));
    expect(row!.lineId).toBeNull();
    // The invoice's page links the line to its receipt (the expense's file); the job's line has none.
    const [receipt] = await db.select({ fileId: expenses.receiptFileId }).from(expenses).where(eq(expenses.id, billed));
    const [jobLine] = await db.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines).where(eq(invoiceLines.jobId, s.job.id));
    const details = await call<{ lines: { receipt_url: string | null }[] }>(getInvoiceDetails, {
      query: { invoice_id: jobLine!.invoiceId },
      token: world.admin.token,
    });
    expectStatus(details, 200);
    expect(details.body.data.lines.map((l) => l.receipt_url)).toEqual([null, `/api/v1/files/${receipt!.fileId}`]);
  });

  it("adds a line marked after the draft, removes it when unmarked, and leaves a sent invoice alone", async () => {
    const s = await tripJob();
    const id = await approvedExpense(s, 4000);
    await deliver(s);
    expect(await draftJobInvoice(db, s.job.id)).toBe("drafted");
    expect(await linesOf(s.job.id)).toHaveLength(1);
    expectStatus(await rebill(id, true), 200);
    expect((await linesOf(s.job.id)).map((l) => l.cents)).toEqual([100_000, 4000]);
    // Marked twice: billed once.
    expectStatus(await rebill(id, true), 200);
    expect(await linesOf(s.job.id)).toHaveLength(2);
    expectStatus(await rebill(id, false), 200);
    expect(await linesOf(s.job.id)).toHaveLength(1);
    const [line] = await db.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines).where(eq(invoiceLines.jobId, s.job.id));
    await db.update(invoices).set({ state: "sent" }).where(eq(invoices.id, line!.invoiceId));
    expectStatus(await rebill(id, true), 200);
    expect(await linesOf(s.job.id)).toHaveLength(1);
  });

  it("sends the invoice's mail with the re-billed receipt attached beside the invoice", async () => {
    const s = await tripJob();
    const id = await approvedExpense(s, 3100);
    expectStatus(await rebill(id, true), 200);
    await deliver(s);
    expect(await draftJobInvoice(db, s.job.id)).toBe("drafted");
    const [line] = await db.select({ invoiceId: invoiceLines.invoiceId }).from(invoiceLines).where(eq(invoiceLines.jobId, s.job.id));
    const [receipt] = await db.select({ fileId: expenses.receiptFileId }).from(expenses).where(eq(expenses.id, id));
    expectStatus(await call(sendInvoice, { token: world.admin.token, body: { invoice_id: line!.invoiceId } }), 200);
    const mails: Mail[] = [];
    for (let round = 0; round < 10; round++) {
      const r = await drainOutbox(db, { lane: "mail", send: async (mail) => void mails.push(mail) });
      if (r.sent + r.retrying + r.failed === 0) break;
    }
    const mail = mails.find((m) => m.to === world.customer.user.email)!;
    expect(mail.text).toContain("Each vehicle's bill of lading is attached, with the receipts of the trip costs billed on.");
    const files = mail.attachments!.map((a) => a.filename);
    expect(files[0]).toMatch(/^INV-\d{4}-\d{5}\.pdf$/);
    // The test's receipt is a PNG (a phone sends the JPEG it shrank): the name keeps the file's own type.
    expect(files).toContain(`receipt-job-${s.job.id}-toll-1.png`);
    const attached = mail.attachments!.find((a) => a.filename.startsWith("receipt-"))!;
    expect(attached.contentType).toMatch(/^image\//);
    expect(Buffer.from(attached.content).byteLength).toBeGreaterThan(0);
    expect(receipt!.fileId).toBeTruthy();
  });
});
