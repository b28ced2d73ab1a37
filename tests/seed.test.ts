import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type Db } from "@/db/client";
import {
  companies,
  drivers,
  invoiceLines,
  invoices,
  jobLogs,
  jobs,
  locationUpdates,
  rides,
  savedAddresses,
  users,
  vehicleMakes,
} from "@/db/schema";
import { DEMO_PASSWORD, seedDemoData } from "@/scripts/seed";
import { vinCheckDigit } from "@/lib/jobs/vin";
import { verifyPassword } from "@/lib/auth/password";
import { JOB_STATUSES } from "@/lib/jobs/statuses";
import { resetDatabase } from "./helpers/db";

let db: Db;
let firstRun: { seeded: boolean };

async function tableCounts(): Promise<Record<string, number>> {
  const tables = { users, companies, drivers, vehicleMakes, savedAddresses, jobs, jobLogs, rides, locationUpdates };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row.n;
  }
  return out;
}

beforeAll(async () => {
  db = await resetDatabase();
  firstRun = await seedDemoData(db);
}, 60_000);

afterAll(async () => {
  await closeDb();
});

describe("seedDemoData", () => {
  it("loads the data on the first run", () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it("creates the three demo accounts with the demo password", async () => {
    const expected = {
      "superadmin@example.com": "superadmin",
      "admin@example.com": "admin",
      "customer@example.com": "customer",
    } as const;
    const rows = await db
      .select({ email: users.email, role: users.role, hash: users.passwordHash, active: users.active, companyId: users.companyId })
      .from(users)
      .where(inArray(users.email, Object.keys(expected)));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.role).toBe(expected[row.email as keyof typeof expected]);
      expect(row.active).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, row.hash)).toBe(true);
      expect(await verifyPassword("wrong-Password@1", row.hash)).toBe(false);
    }
    const customer = rows.find((r) => r.email === "customer@example.com")!;
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, customer.companyId!));
    expect(company.name).toBe("Acme Motors");
  });

  it("has at least one job in every status", async () => {
    const rows = await db.select({ status: jobs.requestStatus, n: count() }).from(jobs).groupBy(jobs.requestStatus);
    const byStatus = new Map(rows.map((r) => [r.status, r.n]));
    for (const status of JOB_STATUSES) expect(byStatus.get(status) ?? 0, status).toBeGreaterThanOrEqual(1);
  });

  it("fills every list beyond one page of 10", async () => {
    const [acme] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, "Acme Motors"));
    const one = async (q: Promise<{ n: number }[]>) => (await q)[0].n;

    expect(await one(db.select({ n: count() }).from(companies))).toBeGreaterThanOrEqual(11);
    expect(await one(db.select({ n: count() }).from(drivers))).toBeGreaterThanOrEqual(11);
    expect(await one(db.select({ n: count() }).from(drivers).where(eq(drivers.active, true)))).toBeGreaterThanOrEqual(2);
    expect(
      await one(
        db
          .select({ n: count() })
          .from(users)
          .where(inArray(users.role, ["admin", "superadmin"])),
      ),
    ).toBeGreaterThanOrEqual(11);
    expect(
      await one(
        db
          .select({ n: count() })
          .from(users)
          .where(sql`${users.role} = 'customer' and ${users.companyId} = ${acme.id}`),
      ),
    ).toBeGreaterThanOrEqual(11);
    expect(await one(db.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.companyId, acme.id)))).toBeGreaterThanOrEqual(
      11,
    );
    expect(
      await one(
        db
          .select({ n: count() })
          .from(jobs)
          .where(sql`${jobs.companyId} = ${acme.id} and ${jobs.requestStatus} in ('submitted', 'approved', 'rescheduled', 'in_transit')`),
      ),
    ).toBeGreaterThanOrEqual(11);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await one(
        db
          .select({ n: count() })
          .from(jobs)
          .where(sql`${jobs.requestStatus} = 'approved' and ${jobs.pickupDate} >= ${today}`),
      ),
    ).toBeGreaterThanOrEqual(11);

    const makes = await db.select({ make: vehicleMakes.make, models: vehicleMakes.models }).from(vehicleMakes);
    expect(makes.filter((m) => m.models.length > 0).length).toBeGreaterThanOrEqual(3);
  });

  it("drafts an invoice for each delivered per-job job with a PO, priced, and sends none", async () => {
    const drafted = await db
      .select({ state: invoices.state, number: invoices.number, jobId: invoiceLines.jobId, cents: invoiceLines.cents })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id));
    expect(drafted.length).toBeGreaterThanOrEqual(3);
    for (const line of drafted) {
      expect(line).toMatchObject({ state: "draft", number: null });
      expect(line.cents).toBeGreaterThan(0);
    }
    const delivered = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          drafted.map((d) => d.jobId!),
        ),
      );
    expect(delivered).toHaveLength(drafted.length);
  });

  it("gives every job valid vehicle data and a timeline ending in its status", async () => {
    const allJobs = await db
      .select({ id: jobs.id, status: jobs.requestStatus, vin: jobs.vinNumber, driverId: jobs.driverId, po: jobs.poNumber })
      .from(jobs);
    const logs = await db
      .select({ jobId: jobLogs.jobId, status: jobLogs.requestStatus, createdAt: jobLogs.createdAt })
      .from(jobLogs)
      .orderBy(asc(jobLogs.jobId), asc(jobLogs.createdAt), asc(jobLogs.id));
    const byJob = new Map<number, typeof logs>();
    for (const log of logs) byJob.set(log.jobId, [...(byJob.get(log.jobId) ?? []), log]);

    for (const job of allJobs) {
      expect(job.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(job.vin[8], job.vin).toBe(vinCheckDigit(job.vin));
      if (job.status === "PO_missing") expect(job.po).toBeNull();
      if (job.status === "in_transit" || job.status === "delivered") expect(job.driverId).not.toBeNull();
      const timeline = byJob.get(job.id) ?? [];
      expect(timeline.length, `job ${job.id}`).toBeGreaterThanOrEqual(1);
      expect(timeline[timeline.length - 1].status, `job ${job.id}`).toBe(job.status);
      for (let i = 1; i < timeline.length; i++) {
        expect(timeline[i].createdAt.getTime()).toBeGreaterThan(timeline[i - 1].createdAt.getTime());
      }
    }

    const moving = allJobs.filter((j) => j.status === "in_transit" || j.status === "delivered").map((j) => j.id);
    const rideRows = await db.select({ jobId: rides.jobId }).from(rides);
    expect(new Set(rideRows.map((r) => r.jobId))).toEqual(new Set(moving));
    const tracks = await db.select({ jobId: locationUpdates.jobId, n: count() }).from(locationUpdates).groupBy(locationUpdates.jobId);
    expect(tracks).toHaveLength(moving.length);
    for (const t of tracks) expect(t.n).toBeGreaterThanOrEqual(3);
  });

  it("names in the README every demo account that cannot sign in (inactive, or of an inactive company)", async () => {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(sql`not ${users.active} or ${companies.active} is false`);
    const readme = readFileSync(path.join(process.cwd(), "README.md"), "utf8");
    expect(rows.length).toBeGreaterThan(0);
    for (const { email } of rows) expect(readme, email).toContain(`\`${email}\``);
  });

  it("does nothing on a second run", async () => {
    const before = await tableCounts();
    expect(await seedDemoData(db)).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });
});
