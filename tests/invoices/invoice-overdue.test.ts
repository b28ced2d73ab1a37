import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as cronInvoices } from "@/app/api/v1/cron/invoices/route";
import type { Db } from "@/db/client";
import { billingTerms, invoiceLines, invoices, notificationPreferences, outboxMessages, type OutboxMail } from "@/db/schema";
import { finalizeInvoice } from "@/lib/invoices/finalize-invoice";
import { mailOverdueInvoices } from "@/lib/invoices/overdue-invoices";
import { recordPayment } from "@/lib/invoices/record-payment";
import type { Actor } from "@/lib/auth/actor";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { makeWorld, signIn, type World } from "../jobs/helpers";

const CRON_SECRET = vi.hoisted(() => (process.env.CRON_SECRET = "a-cron-secret-long-enough-for-the-test"));
let db: Db;
let world: World;
let staff: Actor;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await db
    .insert(billingTerms)
    .values({ companyId: world.companyA.id, cycle: "per_job", netDays: 30, billingEmail: "payables@acme.example" });
  const u = world.admin.user;
  staff = { id: u.id, role: "admin", username: u.username, email: u.email, companyId: null };
});

/** A sent invoice of company A for `cents`, issued on June 1, 2026: due July 1 (net 30). */
async function sentInvoice(cents: number): Promise<number> {
  const [invoice] = await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job" }).returning({ id: invoices.id });
  await db.insert(invoiceLines).values({ invoiceId: invoice!.id, description: "Transport", cents });
  await finalizeInvoice(db, invoice!.id, new Date("2026-06-01T12:00:00Z"));
  return invoice!.id;
}

async function overdueMails(): Promise<OutboxMail[]> {
  const rows = await db.select({ payload: outboxMessages.payload }).from(outboxMessages).where(eq(outboxMessages.kind, "mail"));
  return rows.map((r) => r.payload as OutboxMail).filter((m) => m.subject.endsWith("is overdue"));
}

describe("invoice overdue", () => {
  it("mails once on the first day past due, to the billing e-mail and the customers who keep it on, with the PDF's balance", async () => {
    const id = await sentInvoice(50_000);
    const [sent] = await db.select({ number: invoices.number, dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.id, id));
    expect(sent!.dueDate).toBe("2026-07-01");
    // A second customer of the company turned the event off on Settings.
    const quiet = await signIn(db, "customer", { companyId: world.companyA.id, firstName: "Quinn", username: "Quinn Quiet" });
    await db.insert(notificationPreferences).values({ userId: quiet.user.id, event: "invoice_overdue", enabled: false });
    await recordPayment(db, staff, { invoice_id: id, amount_cents: 20_000, paid_on: "2026-06-20", method: "ach", reference: "" });

    expect(await mailOverdueInvoices(db, new Date("2026-07-01T23:59:00Z"))).toBe(0);
    expect(await overdueMails()).toEqual([]);
    expect(await mailOverdueInvoices(db, new Date("2026-07-02T00:30:00Z"))).toBe(1);
    const mails = await overdueMails();
    expect(mails.map((m) => m.to).sort()).toEqual(["payables@acme.example", world.customer.user.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(`Invoice ${sent!.number} is overdue`);
      expect(mail.text).toContain(`Invoice ${sent!.number} was due on 7/1/2026; its balance of $300.00 is now overdue.`);
    }
    // The customer's carries the event's unsubscribe link; the billing e-mail's has none to give.
    expect(mails.find((m) => m.to === world.customer.user.email)!.text).toContain('You get this e-mail for "Invoice overdue"');
    // Once: the next rounds, hours or days later, mail nothing more.
    expect(await mailOverdueInvoices(db, new Date("2026-07-02T01:30:00Z"))).toBe(0);
    expect(await mailOverdueInvoices(db, new Date("2026-08-15T00:00:00Z"))).toBe(0);
    expect(await overdueMails()).toHaveLength(2);
  });

  it("leaves paid and draft invoices alone, and two rounds at once mail an invoice once", async () => {
    await db.delete(outboxMessages);
    const paid = await sentInvoice(10_000);
    await recordPayment(db, staff, { invoice_id: paid, amount_cents: 10_000, paid_on: "2026-06-10", method: "check", reference: "1001" });
    await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job", dueDate: "2026-01-01" });
    const open = await sentInvoice(7_500);
    const rounds = await Promise.all([1, 2, 3].map(() => mailOverdueInvoices(db, new Date("2026-07-05T00:00:00Z"))));
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await db.select({ at: invoices.overdueMailedAt }).from(invoices).where(eq(invoices.id, open));
    expect(row!.at).toEqual(new Date("2026-07-05T00:00:00Z"));
    const mails = await overdueMails();
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.text.includes("$75.00"))).toBe(true);
  });

  it("is also mailed by POST cron/invoices (cron secret only), for hosts without a worker", async () => {
    expect((await call(cronInvoices, { method: "POST" })).status).toBe(401);
    const id = await sentInvoice(12_300);
    const res = await call<{ enqueued: number; overdue_mailed: number }>(cronInvoices, {
      method: "POST",
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
    expect(res.status).toBe(200);
    // Issued on June 1, 2026 and due July 1: past due by the real clock.
    expect(res.body.data.overdue_mailed).toBe(1);
    const [row] = await db.select({ at: invoices.overdueMailedAt }).from(invoices).where(eq(invoices.id, id));
    expect(row!.at).not.toBeNull();
  });
});
