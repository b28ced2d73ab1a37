import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { billingTerms, invoiceLines, invoices } from "@/db/schema";
import { finalizeInvoice, NO_LINES, NOT_A_DRAFT } from "@/lib/invoices/finalize-invoice";
import { resetDatabase } from "../helpers/db";
import { makeWorld, type World } from "../jobs/helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  await db.insert(billingTerms).values({ companyId: world.companyA.id, cycle: "per_job", netDays: 15, taxRateBp: 825 });
});

async function draftWith(cents: number[]): Promise<number> {
  const [invoice] = await db.insert(invoices).values({ companyId: world.companyA.id, cycle: "per_job" }).returning({ id: invoices.id });
  if (cents.length)
    await db.insert(invoiceLines).values(cents.map((c, i) => ({ invoiceId: invoice!.id, description: `Line ${i + 1}`, cents: c })));
  return invoice!.id;
}

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe("sending's numbers, dates and totals", () => {
  it("numbers the year's first invoice INV-{year}-00001, freezes the totals (tax half-up) and the due date (net days)", async () => {
    const id = await draftWith([199, 199, 199]);
    const sent = await finalizeInvoice(db, id, new Date("2026-05-30T18:00:00Z"));
    expect(sent).toMatchObject({ number: "INV-2026-00001", dueDate: "2026-06-14", totalCents: 646 });
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ state: "sent", subtotalCents: 597, taxCents: 49, totalCents: 646, taxRateBp: 825 });
  });

  it("refuses to send it again (409) and an empty draft (409), without using a number", async () => {
    const [sent] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, "INV-2026-00001"));
    await expect(finalizeInvoice(db, sent!.id, new Date("2026-06-01T00:00:00Z"))).rejects.toMatchObject({
      code: "CONFLICT",
      message: NOT_A_DRAFT,
    });
    await expect(finalizeInvoice(db, await draftWith([]), new Date("2026-06-01T00:00:00Z"))).rejects.toMatchObject({
      code: "CONFLICT",
      message: NO_LINES,
    });
    expect((await finalizeInvoice(db, await draftWith([100]), new Date("2026-06-01T00:00:00Z"))).number).toBe("INV-2026-00002");
  });

  it("starts each year at 00001", async () => {
    expect((await finalizeInvoice(db, await draftWith([100]), new Date("2027-01-01T00:00:00Z"))).number).toBe("INV-2027-00001");
  });

  it.runIf(isPostgres)("gives parallel sends distinct numbers with no gap, in order (PostgreSQL)", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => draftWith([1_000])));
    const at = new Date("2028-03-01T12:00:00Z");
    const results = await Promise.allSettled(ids.map((id) => finalizeInvoice(db, id, at)));
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const numbers = results.map((r) => (r as PromiseFulfilledResult<{ number: string }>).value.number).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `INV-2028-${String(i + 1).padStart(5, "0")}`));
  });
});
