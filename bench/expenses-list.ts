/**
 * Issue 33's row: the staff's list of expenses waiting for review (GET admin/get-waiting-expenses,
 * the Drivers → Expenses to review page) at 100,000 expenses, in process against the configured
 * database: `listWaitingExpenses`, a page of rows and the count in one round trip. One in ten is
 * waiting (the rest decided), spread over 500 jobs and 50 drivers. 200 calls over the first ten
 * pages and a search by a driver's name; the p95 is the figure.
 * `npx tsx bench/expenses-list.ts` fills what is missing and runs it alone (DATABASE_URL, else PGlite).
 */
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { closeDb, getDb, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { expenses } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { listWaitingExpenses } from "@/lib/expenses/queries";
import { createCompany, createDriver, createJob, createUser } from "../tests/helpers/factories";
import { TARGETS } from "./config";
import type { FlowResult } from "./inspection-upload";

const EXPENSES = 100_000;
const JOBS = 500;
const DRIVERS = 50;
const CALLS = 200;

/** Adds the bench's jobs, drivers and expenses (receipts as stored-file rows) until there are 100,000 expenses. */
async function fill(db: Db, log: (line: string) => void): Promise<void> {
  const [{ n }] = (await db.select({ n: count() }).from(expenses)) as [{ n: number }];
  if (n >= EXPENSES) return;
  const started = performance.now();
  const company = await createCompany(db, { name: `Expense bench ${Date.now()}` });
  const customer = await createUser(db, "customer", { companyId: company.id });
  const drivers = [];
  for (let i = 0; i < DRIVERS; i++) drivers.push(await createDriver(db, { name: `Bench Driver ${i}` }));
  const jobIds: number[] = [];
  for (let i = 0; i < JOBS; i++) {
    const job = await createJob(db, { companyId: company.id, customerId: customer.id, driverId: drivers[i % DRIVERS]!.id });
    jobIds.push(job.id);
  }
  const missing = EXPENSES - n;
  const run = sql.raw(`'${Date.now()}-'`);
  const jobs = sql.raw(`(array[${jobIds.join(",")}])`);
  const driverIds = sql.raw(`(array[${drivers.map((d) => d.id).join(",")}])`);
  await db.execute(sql`
    insert into stored_files (id, storage, storage_key, content_type, size_bytes, sha256, job_id)
    select 'bench-receipt-' || ${run} || g, 'local', 'bench/' || g, 'image/jpeg', 50000, md5(g::text), ${jobs}[1 + g % ${JOBS}]
    from generate_series(1, ${missing}) g`);
  await db.execute(sql`
    insert into expenses (id, job_id, driver_id, type, amount_cents, receipt_file_id, receipt_sha256, captured_at,
      latitude, longitude, off_route, state, approved_cents, created_at)
    select 'bench-expense-' || ${run} || g, ${jobs}[1 + g % ${JOBS}], ${driverIds}[1 + (g % ${JOBS}) % ${DRIVERS}],
      (array['fuel','toll','hotel','flight','train','rideshare','parking','other'])[1 + g % 8], 500 + g % 20000,
      'bench-receipt-' || ${run} || g, md5(g::text), now() - (g || ' minutes')::interval, 35, -100, g % 17 = 0,
      case when g % 10 = 0 then 'waiting' when g % 10 = 1 then 'rejected' else 'approved' end,
      case when g % 10 in (0, 1) then null else 500 + g % 20000 end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${missing}) g`);
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze expenses`);
  log(`  filled ${missing.toLocaleString("en-US")} expenses in ${Math.round(performance.now() - started)} ms`);
}

export async function measureExpensesList(log: (line: string) => void): Promise<FlowResult> {
  const row = {
    key: "expenses-list",
    label: "staff's waiting expenses at 100,000 expenses (in process, p95 of 200)",
    targetMs: TARGETS.expensesListP95Ms,
  };
  const db = await getDb();
  await fill(db, log);
  const actor: Actor = { id: 0, role: "admin", username: "bench", email: "bench@example.com", companyId: null };
  const query = (i: number) => ({ page: 1 + (i % 10), limit: 10, search: i % 20 === 19 ? "Bench Driver 7" : "" });
  for (let i = 0; i < 10; i++) await listWaitingExpenses(db, actor, query(i));
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const page = await listWaitingExpenses(db, actor, query(i));
    times.push(performance.now() - started);
    if (i === 0) total = page.total;
  }
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.ceil(times.length * 0.95) - 1]! * 10) / 10;
  log(`  ${row.key}: ${total.toLocaleString("en-US")} waiting; p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p95 ${p95} ms`);
  return { ...row, ms: p95 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/expenses-list.ts")) {
  migrateDatabase()
    .then(() => measureExpensesList(console.log))
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => void closeDb());
}
