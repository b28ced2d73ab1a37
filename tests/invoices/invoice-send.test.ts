import { rm } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addLine } from "@/app/api/v1/admin/add-invoice-line/route";
import { GET as getDetails } from "@/app/api/v1/admin/get-invoice-details/route";
import { GET as getInvoices } from "@/app/api/v1/admin/get-invoices/route";
import { POST as removeLine } from "@/app/api/v1/admin/remove-invoice-line/route";
import { POST as send } from "@/app/api/v1/admin/send-invoice/route";
import { GET as getPdf } from "@/app/api/v1/customer/get-invoice-pdf/route";
import { GET as getMyInvoices } from "@/app/api/v1/customer/get-invoices/route";
import type { Db } from "@/db/client";
import {
  billingTerms,
  billsOfLading,
  invoiceLines,
  invoices,
  notificationPreferences,
  outboxMessages,
  webhookEndpoints,
} from "@/db/schema";
import { draftJobInvoice } from "@/lib/invoices/draft-invoice";
import { SENT_NEVER_CHANGES } from "@/lib/invoices/edit-draft";
import type { InvoiceDetails, InvoiceRow } from "@/lib/invoices/invoice-queries";
import { addInvoiceLineSchema } from "@/lib/invoices/invoice-schemas";
import { mailFiles, MAIL_ATTACHMENT_LIMIT_BYTES } from "@/lib/invoices/issue-invoice";
import type { Mail } from "@/lib/mail/send-mail";
import { saveCarrierSettings, DEFAULT_BOL_TERMS } from "@/lib/settings/carrier-settings";
import { storeFile } from "@/lib/storage/store-file";
import { drainOutbox } from "@/lib/worker/outbox-worker";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { pdfText } from "../helpers/pdf-text";
import { expectStatus, jobFor, makeWorld, type World } from "../jobs/helpers";

const uploadsDir = vi.hoisted(() => {
  const dir = `.data/test-uploads/invoice-send-${process.pid}-${Date.now()}`;
  process.env.UPLOADS_DIR = dir;
  return dir;
});

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await db
    .insert(billingTerms)
    .values({ companyId: world.companyA.id, cycle: "per_job", netDays: 30, taxRateBp: 825, billingEmail: "ap@acme.example" });
  await saveCarrierSettings(db, {
    carrier_name: "Empire Auto Transport LLC",
    carrier_address: "100 Main St, Dallas, TX 75201",
    carrier_phone: "2145550100",
    usdot_number: "1234567",
    mc_number: "MC-765432",
    bol_terms: DEFAULT_BOL_TERMS,
    mileage_percent: 15,
    mileage_miles: 25,
    remittance_details: "ACH to First Bank, routing 111000025, account 12345678",
  });
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

/** A delivered job of company A with a PO, drafted on its own invoice (per-job terms). */
async function draftedJob(values: { priceCents?: number; vinNumber?: string } = {}) {
  const job = await jobFor(db, world.customer, {
    requestStatus: "delivered",
    deliveredAt: new Date("2026-05-20T18:00:00Z"),
    dropoffTimezone: "America/Chicago",
    priceCents: values.priceCents ?? 100_000,
    priceLines: [{ kind: "distance", label: "240 mi at $4.00", cents: values.priceCents ?? 100_000 }],
    vinNumber: values.vinNumber ?? "1HGCM82633A004352",
  });
  expect(await draftJobInvoice(db, job.id)).toBe("drafted");
  const [line] = await db.select().from(invoiceLines).where(eq(invoiceLines.jobId, job.id));
  return { job, invoiceId: line!.invoiceId, lineId: line!.id };
}

/** Drains the mail lane (the invoice's PDF, then its mails) and answers the mails sent. */
async function sentMails(): Promise<Mail[]> {
  const mails: Mail[] = [];
  for (let round = 0; round < 10; round++) {
    const r = await drainOutbox(db, { lane: "mail", send: async (mail) => void mails.push(mail) });
    if (r.sent + r.retrying + r.failed === 0) break;
    expect(r.failed + r.retrying, "nothing fails").toBe(0);
  }
  return mails;
}

const details = (token: string, id: number) => call<InvoiceDetails>(getDetails, { token, query: { invoice_id: id } });

describe("the staff's invoice list", () => {
  it("lists drafts (no number, the lines' total), by state tab and by company or number; staff only", async () => {
    const { invoiceId } = await draftedJob({ priceCents: 55_000 });
    const res = await call<InvoiceRow[]>(getInvoices, { token: world.admin.token, query: { tab: "draft", search: "acme" } });
    expectStatus(res, 200);
    expect(res.body.data.find((r) => r.id === invoiceId)).toMatchObject({
      number: null,
      state: "draft",
      company_name: "Acme Motors",
      total_cents: 55_000,
      balance_cents: 0,
    });
    const globex = await call<InvoiceRow[]>(getInvoices, { token: world.admin.token, query: { search: "globex" } });
    expect(globex.body.total).toBe(0);
    const paid = await call<InvoiceRow[]>(getInvoices, { token: world.admin.token, query: { tab: "paid" } });
    expect(paid.body.data).toEqual([]);
    expectStatus(await call(getInvoices, { token: world.customer.token }), 403);
    expectStatus(await call(getInvoices, { token: world.admin.token, query: { tab: "bogus" } }), 400);
  });

  it("keeps drafts from customers: their list holds their company's sent invoices only", async () => {
    const res = await call<InvoiceRow[]>(getMyInvoices, { token: world.customer.token });
    expectStatus(res, 200);
    expect(res.body.data.every((r) => r.state !== "draft" && r.company_id === world.companyA.id)).toBe(true);
    expectStatus(await call(getMyInvoices, { token: world.admin.token }), 403);
  });
});

describe("editing a draft", () => {
  it("takes the form's dollars and the API's cents alike", () => {
    expect(addInvoiceLineSchema.parse({ invoice_id: "3", description: "Storage, 3 days", amount: "$1,125.50" })).toEqual({
      invoice_id: 3,
      description: "Storage, 3 days",
      amount_cents: 112_550,
    });
    expect(addInvoiceLineSchema.safeParse({ invoice_id: 3, description: "x", amount: "12.345" }).success).toBe(false);
    expect(addInvoiceLineSchema.safeParse({ invoice_id: 3, description: " ", amount_cents: 100 }).success).toBe(false);
  });

  it("adds a line, and removing a job's line puts the job back to unbilled (billable again)", async () => {
    const { job, invoiceId, lineId } = await draftedJob();
    const added = await call(addLine, {
      token: world.admin.token,
      body: { invoice_id: invoiceId, description: "Storage, 3 days", amount_cents: 7_500 },
    });
    expectStatus(added, 200);
    expect((await details(world.admin.token, invoiceId)).body.data.total_cents).toBe(107_500);

    expectStatus(await call(removeLine, { token: world.admin.token, body: { invoice_id: invoiceId, line_id: lineId } }), 200);
    const after = (await details(world.admin.token, invoiceId)).body.data;
    expect(after.lines.map((l) => l.description)).toEqual(["Storage, 3 days"]);
    expect(after.total_cents).toBe(7_500);
    // Unbilled again: the next draft takes it.
    expect(await draftJobInvoice(db, job.id)).toBe("drafted");
  });

  it("refuses customers (403) and a line of another invoice (404)", async () => {
    const a = await draftedJob();
    const b = await draftedJob();
    const body = { invoice_id: a.invoiceId, description: "Storage", amount_cents: 100 };
    expectStatus(await call(addLine, { token: world.customer.token, body }), 403);
    expectStatus(await call(addLine, { token: world.otherCustomer.token, body }), 403);
    expectStatus(await call(removeLine, { token: world.admin.token, body: { invoice_id: a.invoiceId, line_id: b.lineId } }), 404);
  });
});

describe("sending", () => {
  it("numbers the invoice, renders its PDF and mails it with the jobs' latest BOLs to the billing e-mail and the customers who keep it on", async () => {
    const { job, invoiceId } = await draftedJob({ priceCents: 123_400, vinNumber: "2T1BURHE5JC123456" });
    const v1 = await storeFile(db, { bytes: new Uint8Array([1]), contentType: "application/pdf", originalName: "v1.pdf", jobId: job.id });
    const v2 = await storeFile(db, { bytes: new Uint8Array([2]), contentType: "application/pdf", originalName: "v2.pdf", jobId: job.id });
    await db.insert(billsOfLading).values([
      { jobId: job.id, version: 1, fileId: v1, sha256: "a" },
      { jobId: job.id, version: 2, fileId: v2, sha256: "b" },
    ]);
    await db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example/invoices", events: ["invoice.sent"], secret: "whsec_test", active: true });

    const res = await call<{ number: string; dueDate: string }>(send, { token: world.admin.token, body: { invoice_id: invoiceId } });
    expectStatus(res, 200);
    expect(res.body.data.number).toMatch(/^INV-\d{4}-\d{5}$/);
    const webhooks = await db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "webhook"), eq(outboxMessages.idempotencyKey, `webhook:invoice.sent:${invoiceId}:1`)));
    expect(webhooks[0]?.payload).toMatchObject({ type: "invoice.sent", data: { id: invoiceId, number: res.body.data.number } });

    const mails = await sentMails();
    const toBilling = mails.find((m) => m.to === "ap@acme.example")!;
    const toCustomer = mails.find((m) => m.to === world.customer.user.email)!;
    expect(toBilling.subject).toBe(`Invoice ${res.body.data.number} from Empire Auto Transport LLC`);
    expect(toBilling.attachments?.map((a) => a.filename)).toEqual([`${res.body.data.number}.pdf`, `BOL-${job.id}-v2.pdf`]);
    expect(toBilling.unsubscribe).toBeUndefined();
    expect(toCustomer.unsubscribe).toContain("/unsubscribe");
    expect(mails.some((m) => m.to === world.otherCustomer.user.email)).toBe(false);

    const text = await pdfText(toBilling.attachments![0]!.content);
    for (const expected of [
      res.body.data.number,
      "Empire Auto Transport LLC",
      "Acme Motors",
      "2T1BURHE5JC123456",
      job.poNumber!,
      "Dallas, TX to Houston, TX",
      "5/20/2026",
      "240 mi at $4.00",
      "$1,234.00",
      "Tax (8.25%)",
      "$101.81",
      "$1,335.81",
      "Net 30 days",
      "ACH to First Bank, routing 111000025",
    ])
      expect(text).toContain(expected);
  });

  it("leaves out a customer who switched 'invoice sent' off", async () => {
    const { invoiceId } = await draftedJob();
    await db.insert(notificationPreferences).values({ userId: world.customer.user.id, event: "invoice_sent", enabled: false });
    expectStatus(await call(send, { token: world.admin.token, body: { invoice_id: invoiceId } }), 200);
    const mails = await sentMails();
    expect(mails.map((m) => m.to)).toEqual(["ap@acme.example"]);
    await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, world.customer.user.id));
  });

  it("never changes a sent invoice: send, add and remove answer 409", async () => {
    const { invoiceId, lineId } = await draftedJob();
    expectStatus(await call(send, { token: world.admin.token, body: { invoice_id: invoiceId } }), 200);
    const before = (await details(world.admin.token, invoiceId)).body.data;
    const again = await call(send, { token: world.admin.token, body: { invoice_id: invoiceId } });
    expectStatus(again, 409);
    const add = await call(addLine, {
      token: world.admin.token,
      body: { invoice_id: invoiceId, description: "Late fee", amount_cents: 100 },
    });
    expectStatus(add, 409);
    expect(add.body.message).toBe(SENT_NEVER_CHANGES);
    expectStatus(await call(removeLine, { token: world.admin.token, body: { invoice_id: invoiceId, line_id: lineId } }), 409);
    const after = (await details(world.admin.token, invoiceId)).body.data;
    expect(after).toEqual(before);
    expectStatus(await call(send, { token: world.customer.token, body: { invoice_id: invoiceId } }), 403);
  });

  it("serves the PDF to the company's customer and staff; another company's customer gets 404", async () => {
    const { invoiceId } = await draftedJob();
    expectStatus(await call(send, { token: world.admin.token, body: { invoice_id: invoiceId } }), 200);
    await sentMails();
    const url = new URL(`/api/v1/customer/get-invoice-pdf?invoice_id=${invoiceId}`, "http://localhost:3000");
    const fetchPdf = async (token: string) =>
      getPdf(new (await import("next/server")).NextRequest(url, { headers: { authorization: `Bearer ${token}` } }), {
        params: Promise.resolve({}),
      });
    const mine = await fetchPdf(world.customer.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await mine.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await fetchPdf(world.admin.token)).status).toBe(200);
    expect((await fetchPdf(world.otherCustomer.token)).status).toBe(404);
    const list = await call<InvoiceRow[]>(getMyInvoices, { token: world.otherCustomer.token });
    expect(list.body.data).toEqual([]);
    const [row] = await db.select({ state: invoices.state }).from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.state).toBe("sent");
  });
});

describe("the mail's size", () => {
  const pdf = { filename: "INV.pdf", contentType: "application/pdf", fileId: "pdf", sizeBytes: 200_000 };
  it("attaches the BOLs and receipts under 10 MB and links them at or over it", () => {
    const bol = (jobId: number, version: number, sizeBytes: number) => ({
      filename: `BOL-${jobId}-v${version}.pdf`,
      contentType: "application/pdf",
      fileId: `f${jobId}`,
      sizeBytes,
    });
    const receipt = { filename: "receipt-job-7-toll-1.jpg", contentType: "image/jpeg", fileId: "r7", sizeBytes: 300_000 };
    const small = mailFiles(pdf, [bol(7, 2, 1_000_000), receipt]);
    expect(small.attachments).toEqual([
      { filename: "INV.pdf", contentType: "application/pdf", fileId: "pdf" },
      { filename: "BOL-7-v2.pdf", contentType: "application/pdf", fileId: "f7" },
      { filename: "receipt-job-7-toll-1.jpg", contentType: "image/jpeg", fileId: "r7" },
    ]);
    expect(small.links).toEqual([]);
    const big = mailFiles(pdf, [bol(7, 2, MAIL_ATTACHMENT_LIMIT_BYTES / 2), bol(8, 1, MAIL_ATTACHMENT_LIMIT_BYTES / 2), receipt]);
    expect(big.attachments.map((a) => a.filename)).toEqual(["INV.pdf"]);
    expect(big.links).toEqual([
      expect.stringMatching(/^BOL-7-v2: http.*\/api\/v1\/files\/f7$/),
      expect.stringMatching(/^BOL-8-v1: .*\/f8$/),
      expect.stringMatching(/^receipt-job-7-toll-1: .*\/r7$/),
    ]);
  });
});
