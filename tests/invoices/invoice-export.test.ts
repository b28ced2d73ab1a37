import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportInvoices } from "@/app/api/v1/admin/export-invoices/route";
import type { Db } from "@/db/client";
import { invoiceLines, invoices } from "@/db/schema";
import { csvField } from "@/lib/format/csv";
import { finalizeInvoice } from "@/lib/invoices/finalize-invoice";
import { issueCreditNote } from "@/lib/invoices/issue-credit-note";
import { recordPayment } from "@/lib/invoices/record-payment";
import { NextRequest } from "next/server";
import { resetDatabase } from "../helpers/db";
import { makeWorld, type World } from "../jobs/helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  for (const [day, lines] of [
    ["2026-05-31", [["Before the range", 1_000]]],
    [
      "2026-06-03",
      [
        ["2024 Honda Accord, VIN 1HGCM82633A004352, PO PO-7", 123_450],
        ['Storage, 3 days "yard B"', 7_500],
      ],
    ],
    ["2026-06-30", [["=cmd() on the last day", 2_000]]],
  ] as const) {
    const [invoice] = await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job" }).returning({ id: invoices.id });
    await db.insert(invoiceLines).values(lines.map(([description, cents]) => ({ invoiceId: invoice!.id, description, cents })));
    await finalizeInvoice(db, invoice!.id, new Date(`${day}T15:00:00Z`));
  }
  // On INV-2026-00002: a credit note on June 10 (and one on July 1, past the range), two payments in June.
  const u = world.admin.user;
  const staff = { id: u.id, role: "admin" as const, username: u.username, email: u.email, companyId: null };
  const [, second] = await db.select({ id: invoices.id }).from(invoices).orderBy(invoices.id);
  const invoiceId = second!.id;
  await issueCreditNote(
    db,
    staff,
    { invoice_id: invoiceId, amount_cents: 2_500, reason: "Scratch, agreed" },
    new Date("2026-06-10T09:00:00Z"),
  );
  await issueCreditNote(db, staff, { invoice_id: invoiceId, amount_cents: 100, reason: "Late" }, new Date("2026-07-01T09:00:00Z"));
  await recordPayment(db, staff, {
    invoice_id: invoiceId,
    amount_cents: 50_000,
    paid_on: "2026-06-15",
    method: "check",
    reference: "Check 1042",
  });
  await recordPayment(db, staff, { invoice_id: invoiceId, amount_cents: 10_000, paid_on: "2026-06-30", method: "ach", reference: "" });
  await recordPayment(db, staff, {
    invoice_id: invoiceId,
    amount_cents: 1_000,
    paid_on: "2026-07-01",
    method: "wire",
    reference: "Past the range",
  });
});

async function csv(token: string, query: string) {
  const req = new NextRequest(new URL(`/api/v1/admin/export-invoices?${query}`, "http://localhost:3000"), {
    headers: { authorization: `Bearer ${token}` },
  });
  return exportInvoices(req, { params: Promise.resolve({}) });
}

describe("GET admin/export-invoices", () => {
  it("answers QuickBooks Online's invoice import columns, a row per line of the invoices issued in the range", async () => {
    const res = await csv(world.admin.token, "from=2026-06-01&to=2026-06-30");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = (await res.text()).trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,ItemTaxCode",
    );
    expect(rows.slice(1)).toEqual([
      'INV-2026-00002,Acme Motors,06/03/2026,07/03/2026,Net 30,,Other charges,"2024 Honda Accord, VIN 1HGCM82633A004352, PO PO-7",1,1234.50,1234.50,NON',
      'INV-2026-00002,Acme Motors,06/03/2026,07/03/2026,Net 30,,Other charges,"Storage, 3 days ""yard B""",1,75.00,75.00,NON',
      "INV-2026-00003,Acme Motors,06/30/2026,07/30/2026,Net 30,,Other charges,'=cmd() on the last day,1,20.00,20.00,NON",
    ]);
  });

  it("answers the credit notes issued in the range with kind=credit_notes, one row each", async () => {
    const res = await csv(world.admin.token, "from=2026-06-01&to=2026-06-30&kind=credit_notes");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="credit-notes-2026-06-01-to-2026-06-30.csv"');
    expect((await res.text()).trimEnd().split("\r\n")).toEqual([
      "CreditMemoNo,Customer,CreditMemoDate,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount",
      'CN-2026-00001,Acme Motors,06/10/2026,Credit on INV-2026-00002,Credit,"Scratch, agreed",1,25.00,25.00',
    ]);
  });

  it("answers the payments received in the range with kind=payments, one row each with the invoice it paid", async () => {
    const res = await csv(world.admin.token, "from=2026-06-01&to=2026-06-30&kind=payments");
    expect(res.status).toBe(200);
    expect((await res.text()).trimEnd().split("\r\n")).toEqual([
      "PaymentDate,Customer,PaymentMethod,RefNo,InvoiceNo,Amount",
      "06/15/2026,Acme Motors,Check,Check 1042,INV-2026-00002,500.00",
      "06/30/2026,Acme Motors,ACH,,INV-2026-00002,100.00",
    ]);
  });

  it("is the staff's (customers 403) and checks the range and the kind (400)", async () => {
    expect((await csv(world.admin.token, "from=2026-06-01&to=2026-06-30&kind=bills")).status).toBe(400);
    expect((await csv(world.customer.token, "from=2026-06-01&to=2026-06-30")).status).toBe(403);
    expect((await csv(world.admin.token, "from=2026-06-30&to=2026-06-01")).status).toBe(400);
    expect((await csv(world.admin.token, "from=junk&to=2026-06-01")).status).toBe(400);
  });

  it("quotes and neutralises fields", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("+1 555")).toBe("'+1 555");
  });
});
