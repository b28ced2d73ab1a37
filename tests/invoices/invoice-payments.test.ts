import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDetails } from "@/app/api/v1/admin/get-invoice-details/route";
import { POST as recordPaymentRoute } from "@/app/api/v1/admin/record-payment/route";
import { POST as voidRoute } from "@/app/api/v1/admin/void-invoice/route";
import type { Db } from "@/db/client";
import { billingTerms, invoiceLines, invoicePayments, invoices, outboxMessages, webhookEndpoints } from "@/db/schema";
import { finalizeInvoice } from "@/lib/invoices/finalize-invoice";
import type { InvoiceDetails } from "@/lib/invoices/invoice-queries";
import { recordPaymentSchema } from "@/lib/invoices/invoice-schemas";
import { CANNOT_VOID } from "@/lib/invoices/void-invoice";
import { NOT_OPEN, overBalance, recordPayment } from "@/lib/invoices/record-payment";
import type { Actor } from "@/lib/auth/actor";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, makeWorld, type World } from "../jobs/helpers";

let db: Db;
let world: World;
let staff: Actor;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await db.insert(billingTerms).values({ companyId: world.companyA.id, cycle: "per_job", netDays: 30 });
  await db
    .insert(webhookEndpoints)
    .values({ url: "https://hooks.example/paid", events: ["invoice.paid"], secret: "whsec_t", active: true });
  const u = world.admin.user;
  staff = { id: u.id, role: "admin", username: u.username, email: u.email, companyId: null };
});

/** A sent invoice of company A for `cents` (no tax). */
async function sentInvoice(cents: number): Promise<number> {
  const [invoice] = await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job" }).returning({ id: invoices.id });
  await db.insert(invoiceLines).values({ invoiceId: invoice!.id, description: "Transport", cents });
  await finalizeInvoice(db, invoice!.id, new Date("2026-06-01T12:00:00Z"));
  return invoice!.id;
}

const pay = (token: string, body: Record<string, unknown>) => call(recordPaymentRoute, { token, body });
const payment = (invoice_id: number, amount_cents: number, extra: Record<string, unknown> = {}) => ({
  invoice_id,
  amount_cents,
  paid_on: "2026-06-10",
  method: "ach",
  reference: "ACH 7781",
  ...extra,
});
const details = async (id: number) =>
  (await call<InvoiceDetails>(getDetails, { token: world.admin.token, query: { invoice_id: id } })).body.data;

describe("recording payments", () => {
  it("takes partial payments (sent → partly paid → paid), mails 'payment received' and writes invoice.paid once paid", async () => {
    const id = await sentInvoice(100_000);
    expectStatus(await pay(world.admin.token, payment(id, 40_000)), 200);
    expect(await details(id)).toMatchObject({ state: "partly_paid", paid_cents: 40_000, balance_cents: 60_000 });
    const paidHook = () =>
      db
        .select({ payload: outboxMessages.payload })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, "webhook"), eq(outboxMessages.idempotencyKey, `webhook:invoice.paid:${id}:1`)));
    expect(await paidHook()).toEqual([]);

    const res = await pay(world.superadmin.token, payment(id, 60_000, { method: "check", reference: "Check 1042", paid_on: "2026-06-12" }));
    expectStatus(res, 200);
    expect(res.body.data).toMatchObject({ state: "paid", balance_cents: 0 });
    const after = await details(id);
    expect(after).toMatchObject({ state: "paid", paid_cents: 100_000, balance_cents: 0 });
    expect(after.payments.map((p) => [p.amount_cents, p.method, p.reference])).toEqual([
      [40_000, "ach", "ACH 7781"],
      [60_000, "check", "Check 1042"],
    ]);
    expect((await paidHook())[0]?.payload).toMatchObject({ type: "invoice.paid", data: { id, total_cents: 100_000 } });
    const mails = await db.select({ payload: outboxMessages.payload }).from(outboxMessages).where(eq(outboxMessages.kind, "mail"));
    const received = mails.filter((m) => "subject" in m.payload && m.payload.subject.startsWith("Payment received"));
    expect(received).toHaveLength(2);
    expect(received.every((m) => "to" in m.payload && m.payload.to === world.customer.user.email)).toBe(true);
  });

  it("refuses more than the balance with the balance in the message, and a paid invoice (409)", async () => {
    const id = await sentInvoice(50_000);
    expectFieldError(await pay(world.admin.token, payment(id, 50_001)), "amount", overBalance(50_000));
    expectStatus(await pay(world.admin.token, payment(id, 50_000)), 200);
    const again = await pay(world.admin.token, payment(id, 1));
    expectStatus(again, 409);
    expect(again.body.message).toBe(NOT_OPEN);
  });

  it("checks the form's fields: dollars, a date, a known method", async () => {
    expect(recordPaymentSchema.parse({ invoice_id: "4", amount: "125.50", paid_on: "2026-06-10", method: "wire" })).toEqual({
      invoice_id: 4,
      amount_cents: 12_550,
      paid_on: "2026-06-10",
      method: "wire",
      reference: "",
    });
    const id = await sentInvoice(10_000);
    expectStatus(await pay(world.admin.token, payment(id, 100, { paid_on: "2026-02-30" })), 400);
    expectStatus(await pay(world.admin.token, payment(id, 100, { method: "bitcoin" })), 400);
    expectStatus(await pay(world.admin.token, payment(id, 0)), 400);
  });

  it("is the staff's: customers get 403, a draft 409", async () => {
    const id = await sentInvoice(10_000);
    expectStatus(await pay(world.customer.token, payment(id, 100)), 403);
    expectStatus(await pay(world.otherCustomer.token, payment(id, 100)), 403);
    const [draft] = await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job" }).returning({ id: invoices.id });
    expectStatus(await pay(world.admin.token, payment(draft!.id, 100)), 409);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "lets one of two parallel payments of the whole balance through (PostgreSQL, the row lock)",
    async () => {
      for (let round = 0; round < 5; round++) {
        const id = await sentInvoice(30_000);
        const results = await Promise.allSettled([
          recordPayment(db, staff, recordPaymentSchema.parse(payment(id, 20_000))),
          recordPayment(db, staff, recordPaymentSchema.parse(payment(id, 20_000))),
        ]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const rows = await db.select({ cents: invoicePayments.amountCents }).from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
        expect(rows).toEqual([{ cents: 20_000 }]);
        expect(await details(id)).toMatchObject({ paid_cents: 20_000, balance_cents: 10_000 });
      }
    },
  );
});

describe("voiding", () => {
  it("voids a sent invoice without payments, and refuses one with payments (409)", async () => {
    const clean = await sentInvoice(10_000);
    expectStatus(await call(voidRoute, { token: world.admin.token, body: { invoice_id: clean } }), 200);
    expect(await details(clean)).toMatchObject({ state: "void", balance_cents: 0 });
    const paid = await sentInvoice(10_000);
    expectStatus(await pay(world.admin.token, payment(paid, 5_000)), 200);
    const refused = await call(voidRoute, { token: world.admin.token, body: { invoice_id: paid } });
    expectStatus(refused, 409);
    expect(refused.body.message).toBe(CANNOT_VOID);
    expectStatus(await call(voidRoute, { token: world.customer.token, body: { invoice_id: clean } }), 403);
    expectStatus(await call(voidRoute, { token: world.admin.token, body: { invoice_id: 999_999 } }), 404);
  });
});
