import { and, count, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { invoiceLines, invoices } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { finalizeInvoice } from "@/lib/invoices/finalize-invoice";
import { listInvoices } from "@/lib/invoices/invoice-queries";
import { INVOICE_TABS } from "@/lib/invoices/invoice-vocabulary";
import { resetDatabase } from "../helpers/db";
import { makeWorld, type World } from "../jobs/helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const actorOf = (who: World["admin"]): Actor => ({
  id: who.user.id,
  role: who.user.role,
  username: who.user.username,
  email: who.user.email,
  companyId: who.user.companyId,
});

/** What counting the invoices themselves gives, in the list's scope. */
async function counted(companyId: number | null, tab: (typeof INVOICE_TABS)[number]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(
      and(
        companyId === null ? undefined : and(eq(invoices.companyId, companyId), ne(invoices.state, "draft")),
        tab === "all" ? undefined : eq(invoices.state, tab),
      ),
    );
  return row!.n;
}

describe("the invoice list's totals (kept by triggers, migration 0024)", () => {
  it("equal a count of the invoices for every tab, for staff and for each company's customer, through inserts, sends, payments and deletes", async () => {
    const a = world.companyA.id;
    const b = world.companyB.id;
    const made = await db
      .insert(invoices)
      .values([a, a, a, b, b, a].map((companyId) => ({ companyId, cycle: "per_job" as const })))
      .returning({ id: invoices.id });
    for (const { id } of made) await db.insert(invoiceLines).values({ invoiceId: id, description: "Transport", cents: 10_000 });
    for (const { id } of made.slice(0, 4)) await finalizeInvoice(db, id, new Date("2026-06-01T12:00:00Z"));
    await db.update(invoices).set({ state: "paid", paidCents: 10_000 }).where(eq(invoices.id, made[0]!.id));
    await db.update(invoices).set({ state: "partly_paid", paidCents: 5_000 }).where(eq(invoices.id, made[3]!.id));
    await db.update(invoices).set({ state: "void" }).where(eq(invoices.id, made[1]!.id));
    await db.delete(invoices).where(eq(invoices.id, made[5]!.id));
    // A change that moves no state leaves the counts as they are.
    await db.update(invoices).set({ paidCents: 6_000 }).where(eq(invoices.id, made[3]!.id));

    const viewers = [
      [actorOf(world.admin), null],
      [actorOf(world.customer), a],
      [actorOf(world.otherCustomer), b],
    ] as const;
    for (const [actor, companyId] of viewers)
      for (const tab of INVOICE_TABS) {
        const listed = await listInvoices(db, actor, { page: 1, limit: 10, search: "", tab });
        expect(listed.total, `${actor.role} ${companyId ?? ""} ${tab}`).toBe(await counted(companyId, tab));
      }
    const staffAll = await listInvoices(db, actorOf(world.admin), { page: 1, limit: 10, search: "", tab: "all" });
    expect(staffAll.total).toBe(5);
    expect(staffAll.rows).toHaveLength(5);
  });

  it("finds by number (with or without INV-) or by company, the total counted over what is found", async () => {
    const staff = actorOf(world.admin);
    const search = async (text: string) => listInvoices(db, staff, { page: 1, limit: 10, search: text, tab: "all" });
    const [sent] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.state, "partly_paid"));
    for (const text of [sent!.number!, sent!.number!.slice(4), sent!.number!.slice(-5)]) {
      const found = await search(text);
      expect(
        found.rows.map((r) => r.number),
        text,
      ).toEqual([sent!.number]);
      expect(found.total).toBe(1);
    }
    const globex = await search("globex");
    expect(globex.rows.every((r) => r.company_name === "Globex Fleet")).toBe(true);
    // Company B's sent invoice and its draft (staff see drafts).
    expect(globex.total).toBe(2);
    // A name with a digit and a space is a company's, not a number.
    expect((await search("Acme 2026")).total).toBe(0);
  });
});
