import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDetails } from "@/app/api/v1/admin/get-invoice-details/route";
import { POST as issueRoute } from "@/app/api/v1/admin/issue-credit-note/route";
import type { Db } from "@/db/client";
import { invoiceLines, invoices } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { finalizeInvoice } from "@/lib/invoices/finalize-invoice";
import type { InvoiceDetails } from "@/lib/invoices/invoice-queries";
import { issueCreditNoteSchema } from "@/lib/invoices/invoice-schemas";
import { issueCreditNote, NOT_CREDITABLE, overCredit } from "@/lib/invoices/issue-credit-note";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, makeWorld, type World } from "../jobs/helpers";

let db: Db;
let world: World;
let staff: Actor;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  const u = world.admin.user;
  staff = { id: u.id, role: "admin", username: u.username, email: u.email, companyId: null };
});

async function sentInvoice(cents: number): Promise<number> {
  const [invoice] = await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job" }).returning({ id: invoices.id });
  await db.insert(invoiceLines).values({ invoiceId: invoice!.id, description: "Transport", cents });
  await finalizeInvoice(db, invoice!.id, new Date("2026-06-01T12:00:00Z"));
  return invoice!.id;
}

const credit = (invoice_id: number, amount_cents: number, at: string) =>
  issueCreditNote(db, staff, issueCreditNoteSchema.parse({ invoice_id, amount_cents, reason: "Damage allowance" }), new Date(at));
const details = async (id: number) =>
  (await call<InvoiceDetails>(getDetails, { token: world.admin.token, query: { invoice_id: id } })).body.data;

describe("credit notes", () => {
  it("numbers CN-{year}-{5 digits} in order, per year, and lowers the balance; a credit that settles it makes it paid", async () => {
    const id = await sentInvoice(100_000);
    expect(await credit(id, 10_000, "2026-06-05T00:00:00Z")).toMatchObject({
      number: "CN-2026-00001",
      balance_cents: 90_000,
      state: "sent",
    });
    expect(await credit(id, 15_000, "2026-06-06T00:00:00Z")).toMatchObject({ number: "CN-2026-00002", balance_cents: 75_000 });
    expect(await credit(id, 5_000, "2027-01-02T00:00:00Z")).toMatchObject({ number: "CN-2027-00001" });
    const after = await details(id);
    expect(after).toMatchObject({ state: "sent", total_cents: 100_000, credited_cents: 30_000, balance_cents: 70_000 });
    expect(after.credit_notes.map((n) => [n.number, n.amount_cents, n.reason])).toEqual([
      ["CN-2026-00001", 10_000, "Damage allowance"],
      ["CN-2026-00002", 15_000, "Damage allowance"],
      ["CN-2027-00001", 5_000, "Damage allowance"],
    ]);
    expect(await credit(id, 70_000, "2027-01-03T00:00:00Z")).toMatchObject({ state: "paid", balance_cents: 0 });
  });

  it("refuses more than the balance (400, no number used), a draft (409) and customers (403)", async () => {
    const id = await sentInvoice(20_000);
    const res = await call(issueRoute, { token: world.admin.token, body: { invoice_id: id, amount_cents: 20_001, reason: "Too much" } });
    expectFieldError(res, "amount", overCredit(20_000));
    expect((await credit(id, 1_000, "2026-07-01T00:00:00Z")).number).toBe("CN-2026-00003");
    const [draft] = await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job" }).returning({ id: invoices.id });
    const refused = await call(issueRoute, { token: world.admin.token, body: { invoice_id: draft!.id, amount_cents: 100, reason: "x" } });
    expectStatus(refused, 409);
    expect(refused.body.message).toBe(NOT_CREDITABLE);
    expectStatus(await call(issueRoute, { token: world.customer.token, body: { invoice_id: id, amount_cents: 100, reason: "x" } }), 403);
    expectStatus(
      await call(issueRoute, { token: world.otherCustomer.token, body: { invoice_id: id, amount_cents: 100, reason: "x" } }),
      403,
    );
    const blank = await call(issueRoute, { token: world.admin.token, body: { invoice_id: id, amount: "5.00", reason: " " } });
    expectStatus(blank, 400);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("gives parallel credit notes distinct numbers with no gap (PostgreSQL)", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => sentInvoice(10_000)));
    const results = await Promise.all(ids.map((id) => credit(id, 100, "2030-03-01T00:00:00Z")));
    expect(results.map((r) => r.number).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `CN-2030-${String(i + 1).padStart(5, "0")}`));
  });
});
