/**
 * Demo data (INTERFACES.md "Demo data"): the three demo accounts and enough companies,
 * users, drivers, addresses and jobs that every list has a second page.
 *
 * Deterministic (one fixed pseudo-random generator, drawn in the same order on every run)
 * except for dates, which are relative to today in UTC. Idempotent: nothing happens when
 * superadmin@example.com exists. One file per record kind; this one runs them in order.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { env } from "@/lib/env";
import { insertCarrier } from "./carrier";
import { insertCatalogue } from "./catalogue";
import { insertRateCards } from "./rate-cards";
import { insertCompanies } from "./companies";
import { createSeedContext } from "./context";
import { insertCustomers } from "./customers";
import { DEMO_PASSWORD, DEMO_SUPERADMIN_EMAIL } from "./demo-accounts";
import { insertDrivers } from "./drivers";
import { insertInvoices } from "./invoices";
import { insertJobs } from "./jobs";
import { insertSavedAddresses } from "./saved-addresses";
import { insertStaff } from "./staff";

export { DEMO_ADMIN_EMAIL, DEMO_COMPANY_NAME, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_SUPERADMIN_EMAIL } from "./demo-accounts";

/** Any constant: serialises two seeders on one PostgreSQL server. */
const SEED_LOCK_KEY = 731_204_118;

type SeedOptions = { log?: (line: string) => void };

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  assertDemoDataAllowed();
  if (await superadminExists(db)) return { seeded: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await superadminExists(tx)) return null;
    return insertDemoData(tx, passwordHash);
  });
  if (!counts) return { seeded: false };
  log(
    `Seeded ${counts.users} users (${counts.staff} staff, ${counts.customers} customers), ${counts.companies} companies, ` +
      `${counts.drivers} drivers, ${counts.makes} vehicle makes, ${counts.addresses} saved addresses, ` +
      `${counts.jobs} jobs, ${counts.logs} job logs, ${counts.rides} rides, ${counts.locations} location updates.`,
  );
  return { seeded: true };
}

/**
 * Demo data never goes into a real production database (NODE_ENV=production with DATABASE_URL).
 * The embedded PGlite of `next start` runs with NODE_ENV=production too and is allowed.
 */
export function assertDemoDataAllowed(): void {
  const { NODE_ENV, DATABASE_URL } = env();
  if (NODE_ENV === "production" && DATABASE_URL) {
    throw new Error("Refusing to load demo data into a production database (NODE_ENV=production with DATABASE_URL set).");
  }
}

async function superadminExists(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_SUPERADMIN_EMAIL))
    .limit(1);
  return rows.length > 0;
}

/** Each kind after the ones it points at; the order is also the order of the generator's draws. */
async function insertDemoData(tx: Tx, passwordHash: string) {
  const ctx = createSeedContext(tx, passwordHash);
  const staff = await insertStaff(ctx);
  const companies = await insertCompanies(ctx, staff);
  const customers = await insertCustomers(ctx, staff, companies);
  const drivers = await insertDrivers(ctx, staff.actingStaff);
  const makes = await insertCatalogue(ctx);
  const { acmeId, companyByName } = companies;
  const { demoCustomerId, activeCustomersOf } = customers;
  const addresses = await insertSavedAddresses(ctx, { acmeId, demoCustomerId });
  const refs = {
    acmeId,
    companyByName,
    demoCustomerId,
    activeCustomersOf,
    activeDrivers: drivers.activeDrivers,
    actingStaff: staff.actingStaff,
  };
  const jobs = await insertJobs(ctx, refs);
  await insertCarrier(ctx);
  await insertRateCards(ctx, companyByName);
  await insertInvoices(ctx);
  return {
    users: staff.count + customers.count,
    staff: staff.count,
    customers: customers.count,
    companies: companies.count,
    drivers: drivers.count,
    makes,
    addresses,
    ...jobs,
  };
}
