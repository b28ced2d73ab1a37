/**
 * Issue 32's row: the staff's invoice list (listInvoices, what /invoices and GET admin/get-invoices
 * run) among 200,000 invoices of 200 companies, in process against the configured database:
 * page 1 of every tab and a search by company, 30 rounds after a warm-up. The p95 of all the
 * calls is the figure. Fills the invoices once (a marker company says they are there).
 * `npx tsx bench/invoice-list.ts` runs it alone.
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { companies } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { listInvoices } from "@/lib/invoices/invoice-queries";
import type { InvoiceListQuery } from "@/lib/invoices/invoice-schemas";
import { TARGETS } from "./config";
import type { FlowResult } from "./inspection-upload";

const INVOICES = 200_000;
const COMPANIES = 200;
const ROUNDS = 30;
const MARKER = "Bench Invoices 000";

/** 200 companies and 200,000 invoices in every state, written by generate_series (once). */
async function fill(log: (line: string) => void): Promise<void> {
  const db = await getDb();
  const [marker] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, MARKER));
  if (marker) return;
  const started = performance.now();
  await db.execute(sql`
    insert into companies (name, address, email, contact_person_name, contact_person_phone)
    select 'Bench Invoices ' || lpad(n::text, 3, '0'), n || ' Fleet Way, Irving, TX 75038', 'ap' || n || '@bench.example', 'AP', '2145550100'
    from generate_series(0, ${COMPANIES - 1}) n`);
  await db.execute(sql`
    insert into invoices (company_id, state, cycle, number, issued_at, due_date, subtotal_cents, tax_cents, total_cents, paid_cents, created_at)
    select c.id,
      (array['draft','sent','sent','partly_paid','paid','paid','paid','void'])[1 + n % 8],
      'per_job',
      case when n % 8 = 0 then null else 'INV-B' || (2000 + n / 100000) || '-' || lpad((n % 100000)::text, 5, '0') end,
      case when n % 8 = 0 then null else now() - (n % 700) * interval '1 day' end,
      case when n % 8 = 0 then null else (now() - (n % 700) * interval '1 day' + interval '30 days')::date end,
      100000 + n % 50000, 0, 100000 + n % 50000,
      case when n % 8 = 3 then 50000 when n % 8 in (4, 5, 6) then 100000 + n % 50000 else 0 end,
      now() - (n % 700) * interval '1 day'
    from generate_series(1, ${INVOICES}) n
    join companies c on c.name = 'Bench Invoices ' || lpad((n % ${COMPANIES})::text, 3, '0')`);
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze companies`);
  log(`  filled ${INVOICES.toLocaleString("en-US")} invoices in ${Math.round(performance.now() - started)} ms`);
}

export async function measureInvoiceList(log: (line: string) => void): Promise<FlowResult> {
  const row = {
    key: "invoice-list",
    label: "the invoice list at 200,000 invoices, page 1 of each tab and a search (in process, p95)",
    targetMs: TARGETS.invoiceListP95,
  };
  await fill(log);
  const db = await getDb();
  const staff: Actor = { id: 0, role: "admin", username: "Bench", email: "bench@example.com", companyId: null };
  const queries: InvoiceListQuery[] = [
    ...(["all", "draft", "sent", "partly_paid", "paid", "void"] as const).map((tab) => ({ page: 1, limit: 10, search: "", tab })),
    { page: 1, limit: 10, search: "Invoices 042", tab: "all" },
    { page: 1, limit: 10, search: "INV-B2001-0004", tab: "all" },
  ];
  for (const query of queries) await listInvoices(db, staff, query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      await listInvoices(db, staff, query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.ceil(times.length * 0.95) - 1]! * 10) / 10;
  log(`  ${row.key}: p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${p95} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  return { ...row, ms: p95 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/invoice-list.ts")) {
  import("@/db/migrate")
    .then(({ migrateDatabase }) => migrateDatabase())
    .then(() => measureInvoiceList(console.log))
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => void closeDb());
}
