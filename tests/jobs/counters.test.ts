/**
 * The job counters feed the dashboard and the list totals: job_counters (company, status),
 * job_status_totals (status) and job_pickup_counters (status, pickup date). They are kept by
 * triggers on jobs (migrations 0003 and 0005), so they must equal a real count after anything
 * that writes jobs: the seed, create-job, every lifecycle action (a reschedule moves the pickup
 * date), the tests' factory, direct SQL.
 */
import { and, count, eq, gte, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { jobCounters, jobPickupCounters, jobs, jobStatusTotals, users } from "@/db/schema";
import { seedDemoData } from "@/scripts/seed";
import type { Actor } from "@/lib/auth/actor";
import { createJobs } from "@/lib/jobs/create-job";
import {
  approveCancellation,
  approveJob,
  cancelJob,
  declineCancellation,
  fillPoNumber,
  requestCancellation,
} from "@/lib/jobs/job-status-actions";
import { countJobsInTab } from "@/lib/jobs/queries/job-counts";
import { getJobsOverview } from "@/lib/jobs/queries/jobs-overview";
import { JOB_STATUSES, type JobStatus } from "@/lib/jobs/statuses";
import { ADMIN_TAB_FILTERS } from "@/lib/jobs/tabs";
import { rescheduleJob } from "@/lib/jobs/reschedule-job";
import { transitionJob } from "@/lib/jobs/transition-job";
import { resetDatabase } from "../helpers/db";
import { createCompany, createDriver, createJob, createUser, createVehicleMake, utcDateFromNow } from "../helpers/factories";
import { jobRequestForm } from "./helpers";

let db: Db;

beforeAll(async () => {
  db = await resetDatabase();
});

type CountRow = { companyId: number; status: string; n: number };
const key = (r: CountRow) => `${r.companyId}/${r.status}`;
const sorted = (rows: CountRow[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

async function realCounts(): Promise<CountRow[]> {
  const rows = await db
    .select({ companyId: jobs.companyId, status: jobs.requestStatus, n: count() })
    .from(jobs)
    .groupBy(jobs.companyId, jobs.requestStatus);
  return sorted(rows);
}

async function counterRows(): Promise<CountRow[]> {
  const rows = await db
    .select({ companyId: jobCounters.companyId, status: jobCounters.requestStatus, n: jobCounters.count })
    .from(jobCounters)
    .where(sql`${jobCounters.count} <> 0`);
  return sorted(rows);
}

type TotalRow = { status: string; n: number };
type PickupRow = { status: string; date: string; n: number };
const byStatus = (rows: TotalRow[]) => [...rows].sort((a, b) => a.status.localeCompare(b.status));
const byStatusDate = (rows: PickupRow[]) => [...rows].sort((a, b) => `${a.status}/${a.date}`.localeCompare(`${b.status}/${b.date}`));

async function realTotals() {
  const statuses = await db.select({ status: jobs.requestStatus, n: count() }).from(jobs).groupBy(jobs.requestStatus);
  const pickups = await db
    .select({ status: jobs.requestStatus, date: sql<string>`${jobs.pickupDate}::text`, n: count() })
    .from(jobs)
    .where(sql`${jobs.pickupDate} is not null`)
    .groupBy(jobs.requestStatus, jobs.pickupDate);
  return { statuses: byStatus(statuses), pickups: byStatusDate(pickups) };
}

async function totalRows() {
  const statuses = await db
    .select({ status: jobStatusTotals.requestStatus, n: jobStatusTotals.count })
    .from(jobStatusTotals)
    .where(sql`${jobStatusTotals.count} <> 0`);
  const pickups = await db
    .select({
      status: jobPickupCounters.requestStatus,
      date: sql<string>`${jobPickupCounters.pickupDate}::text`,
      n: jobPickupCounters.count,
    })
    .from(jobPickupCounters)
    .where(sql`${jobPickupCounters.count} <> 0`);
  return { statuses: byStatus(statuses), pickups: byStatusDate(pickups) };
}

async function expectHonestCounters(step: string) {
  expect(await counterRows(), step).toEqual(await realCounts());
  expect(await totalRows(), step).toEqual(await realTotals());
}

/** A small deterministic generator: the same walk on every run, on PGlite and PostgreSQL. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const asActor = (u: typeof users.$inferSelect): Actor => ({
  id: u.id,
  role: u.role,
  username: u.username,
  email: u.email,
  companyId: u.companyId,
});

const jobForm = (vehicles: { po: boolean }[]) =>
  jobRequestForm(
    vehicles.map((v, i) => ({
      year: 2020,
      make: "Counterline",
      model: "Tally",
      vinNumber: "1HGCM82633A004352",
      fueltype: "Gas",
      PO_number: v.po ? `PO-${i + 1}` : "",
    })),
  );

describe("job_counters", () => {
  it("equal a real count after the seed", async () => {
    await seedDemoData(db);
    expect((await realCounts()).length).toBeGreaterThan(0);
    await expectHonestCounters("after the seed");
  });

  it("equal a real count after a random walk of creates, lifecycle actions, direct updates and deletes", async () => {
    const rng = random(20_240_901);
    await createVehicleMake(db, "Counterline", ["Tally"]);
    const companies = await Promise.all([createCompany(db), createCompany(db), createCompany(db)]);
    const customers = await Promise.all(companies.map((c) => createUser(db, "customer", { companyId: c.id })));
    const admin = asActor(await createUser(db, "admin"));
    const driver = await createDriver(db);
    const customerOf = (companyId: number) => asActor(customers.find((c) => c.companyId === companyId)!);
    const ids: number[] = [];
    let applied = 0;

    type Step = (job: {
      id: number;
      companyId: number;
      requestStatus: JobStatus;
      driverId: number | null;
      linkVersion: number;
    }) => Promise<unknown>;
    const actions: Step[] = [
      (j) => approveJob(db, admin, { jobId: j.id }),
      (j) => cancelJob(db, admin, { jobId: j.id, reason: "no longer needed" }),
      (j) => requestCancellation(db, customerOf(j.companyId), { jobId: j.id, reason: "plans changed" }),
      (j) => approveCancellation(db, admin, { jobId: j.id }),
      (j) => declineCancellation(db, admin, { jobId: j.id }),
      (j) => fillPoNumber(db, customerOf(j.companyId), { jobId: j.id, po_number: "PO-NEW" }),
      (j) => transitionJob(db, { who: { kind: "user", actor: customerOf(j.companyId) }, jobId: j.id, action: "reschedule_for_future" }),
      (j) =>
        transitionJob(db, {
          who: { kind: "user", actor: admin },
          jobId: j.id,
          action: "assign_driver",
          changes: () => ({ driverId: driver.id }),
        }),
      (j) =>
        transitionJob(db, {
          who: { kind: "driver", driverId: j.driverId ?? driver.id, linkVersion: j.linkVersion },
          jobId: j.id,
          action: "update_location",
        }),
      (j) =>
        transitionJob(db, {
          who: { kind: "driver", driverId: j.driverId ?? driver.id, linkVersion: j.linkVersion },
          jobId: j.id,
          action: "deliver",
        }),
      (j) =>
        rescheduleJob(db, admin, {
          jobId: j.id,
          pickup_date: utcDateFromNow(1 + rng.int(20)),
          pickup_time: "09:00",
          reason: "yard closed",
        }),
      (j) =>
        rescheduleJob(db, customerOf(j.companyId), {
          jobId: j.id,
          pickup_date: utcDateFromNow(1 + rng.int(20)),
          pickup_time: "11:30",
          reason: "later",
        }),
    ];

    for (let step = 0; step < 160; step++) {
      const roll = rng.next();
      const company = rng.pick(companies);
      if (roll < 0.15 || ids.length < 5) {
        const vehicles = Array.from({ length: 1 + rng.int(3) }, () => ({ po: rng.next() < 0.6 }));
        const created = await createJobs(db, customerOf(company.id), jobForm(vehicles));
        ids.push(...created.map((j) => j.id));
      } else if (roll < 0.25) {
        const job = await createJob(db, {
          companyId: company.id,
          customerId: customerOf(company.id).id,
          requestStatus: rng.pick(JOB_STATUSES),
        });
        ids.push(job.id);
      } else if (roll < 0.85) {
        // Two actions at once on random jobs (possibly the same one): on PostgreSQL they race.
        const picks = await Promise.all(
          [rng.pick(ids), rng.pick(ids)].map(async (id) => {
            const [job] = await db
              .select({
                id: jobs.id,
                companyId: jobs.companyId,
                requestStatus: jobs.requestStatus,
                driverId: jobs.driverId,
                linkVersion: jobs.linkVersion,
              })
              .from(jobs)
              .where(eq(jobs.id, id));
            return job;
          }),
        );
        const chosen = picks.filter((j) => j !== undefined).map((j) => [j, rng.pick(actions)] as const);
        // Refusals (403/404/409) are part of the walk: a refused action must change no counter.
        const results = await Promise.allSettled(chosen.map(([job, act]) => act(job)));
        applied += results.filter((r) => r.status === "fulfilled").length;
      } else if (roll < 0.9) {
        const id = rng.pick(ids);
        await db
          .update(jobs)
          .set({ requestStatus: rng.pick(JOB_STATUSES) })
          .where(eq(jobs.id, id));
      } else if (roll < 0.95) {
        // A direct change of the pickup date (or its removal), with or without a status change.
        const id = rng.pick(ids);
        const pickupDate = rng.next() < 0.2 ? null : utcDateFromNow(rng.int(30) - 10);
        await db
          .update(jobs)
          .set(rng.next() < 0.5 ? { pickupDate } : { pickupDate, requestStatus: rng.pick(JOB_STATUSES) })
          .where(eq(jobs.id, id));
      } else {
        const id = ids.splice(rng.int(ids.length), 1)[0]!;
        await db.delete(jobs).where(eq(jobs.id, id));
      }
      if (step % 10 === 9) await expectHonestCounters(`after step ${step}`);
    }
    await expectHonestCounters("at the end");
    // The staff's "upcoming" total reads the pickup counters: equal to a real count of the tab.
    const today = utcDateFromNow(0);
    const [upcoming] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.requestStatus, "approved"), gte(jobs.pickupDate, today)));
    expect(await countJobsInTab(db, admin, ADMIN_TAB_FILTERS.upcoming, new Date())).toBe(upcoming!.n);
    const statuses = new Set((await realCounts()).map((r) => r.status));
    expect(statuses.size, "the walk reached several statuses").toBeGreaterThanOrEqual(5);
    expect(applied, "lifecycle actions that went through").toBeGreaterThanOrEqual(30);
  });

  it("a bulk insert, a bulk update and a truncate keep them honest", async () => {
    const company = await createCompany(db);
    const customer = await createUser(db, "customer", { companyId: company.id });
    await db.execute(sql`
      insert into jobs (company_id, customer_id, request_status, pickup_date, vehicle_year, vehicle_make, vehicle_model, vin_number, fuel_type,
        pickup_location, pickup_latitude, pickup_longitude, pickup_poc_name, pickup_poc_phone,
        dropoff_location, dropoff_latitude, dropoff_longitude, dropoff_poc_name, dropoff_poc_phone)
      select ${company.id}, ${customer.id}, (array['submitted', 'approved', 'delivered'])[1 + g % 3], current_date + g % 7 - 3, 2020, 'Honda', 'Accord',
        '1HGCM82633A004352', 'Gas', 'A', 32.7, -96.8, 'P', '1', 'B', 29.7, -95.3, 'D', '2'
      from generate_series(1, 300) g`);
    await expectHonestCounters("after a bulk insert");
    await db.update(jobs).set({ requestStatus: "cancelled" }).where(eq(jobs.companyId, company.id));
    await expectHonestCounters("after a bulk update");
    await db
      .update(jobs)
      .set({ pickupDate: sql`${jobs.pickupDate} + 1` })
      .where(eq(jobs.companyId, company.id));
    await expectHonestCounters("after a bulk change of pickup dates");
    await db.execute(sql`truncate table jobs cascade`);
    await expectHonestCounters("after a truncate");
    expect(await counterRows()).toEqual([]);
    expect(await totalRows()).toEqual({ statuses: [], pickups: [] });
  });

  it("the overview reads them: a customer's company, or every company for staff", async () => {
    const [a, b] = await Promise.all([createCompany(db), createCompany(db)]);
    const [ca, cb] = await Promise.all([createUser(db, "customer", { companyId: a.id }), createUser(db, "customer", { companyId: b.id })]);
    for (const status of ["submitted", "submitted", "delivered", "PO_missing"] as const)
      await createJob(db, { companyId: a.id, customerId: ca.id, requestStatus: status });
    await createJob(db, { companyId: b.id, customerId: cb.id, requestStatus: "cancelled" });
    const admin = asActor(await createUser(db, "admin"));
    const zero = { awaiting_reschedule_Jobs: 0, inTransitjobs: 0 };
    expect(await getJobsOverview(db, asActor(ca))).toEqual({
      ...zero,
      pendingJobs: 2,
      totalJobs: 4,
      completedJobs: 1,
      pomissingjobs: 1,
      cancelledJobs: 0,
    });
    expect(await getJobsOverview(db, admin)).toEqual({
      ...zero,
      pendingJobs: 2,
      totalJobs: 5,
      completedJobs: 1,
      pomissingjobs: 1,
      cancelledJobs: 1,
    });
  });
});
