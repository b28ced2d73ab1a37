import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { GET as completedJobs } from "@/app/api/v1/customer/completed-jobs/route";
import { GET as customerJobs } from "@/app/api/v1/customer/get-all-jobs-by-status/route";
import { GET as jobsOverview } from "@/app/api/v1/jobs-overview/route";
import type { Db } from "@/db/client";
import { jobs, vehiclePlacesText, type Job } from "@/db/schema";
import { containsPattern, DEFAULT_PAGE_SIZE } from "@/lib/api/pagination";
import type { JobsOverview } from "@/lib/jobs/queries/jobs-overview";
import type { JobStatus } from "@/lib/jobs/statuses";
import { actorFromToken } from "@/lib/auth/actor";
import { listJobs } from "@/lib/jobs/queries/list-jobs";
import { ADMIN_TAB_FILTERS, ADMIN_TABS, COMPLETED_FILTER, CUSTOMER_TAB_FILTERS, CUSTOMER_TABS, type TabFilter } from "@/lib/jobs/tabs";
import { resetDatabase } from "../helpers/db";
import { utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, jobFor, makeWorld, type Handler, type SignedIn, type World } from "./helpers";

type ListItem = Record<string, unknown> & { id: number; request_status: JobStatus; pickup_date: string | null };

let db: Db;
let world: World;
/** Company A's jobs (the customer's) and company B's, by status. */
const jobsA: Job[] = [];
const jobsB: Job[] = [];
let vinJob: Job;
let poJob: Job;
/** A Toyota Camry, a pickup in Amarillo and (company B's) a drop-off in Miami Beach; the rest are Honda Accords from Dallas to Houston. */
let camryJob: Job;
let amarilloJob: Job;
let miamiJob: Job;

const today = utcDateFromNow(0);

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  const a = (requestStatus: JobStatus, values: Partial<Job> = {}) => jobFor(db, world.customer, { requestStatus, ...values });
  const b = (requestStatus: JobStatus, values: Partial<Job> = {}) => jobFor(db, world.otherCustomer, { requestStatus, ...values });
  // One at a time: creation order is the list order (newest first).
  for (const make of [
    () => a("submitted"),
    () => a("submitted", { vinNumber: "WBA3A5C55CF256651" }),
    () => a("PO_missing", { poNumber: null }),
    () => a("approved", { pickupDate: today }),
    () => a("approved", { pickupDate: utcDateFromNow(-1) }),
    () => a("approved", { pickupDate: utcDateFromNow(4) }),
    () => a("rescheduled", { vehicleMake: "Toyota", vehicleModel: "Camry" }),
    () => a("awaiting_reschedule_date", { pickupLocation: "12 Elm St, Amarillo, TX 79101" }),
    () => a("awaiting_for_cancellation", { statusBeforeCancellation: "approved" }),
    () => a("in_transit"),
    () => a("delivered", { deliveredAt: new Date() }),
    () => a("delivered", { deliveredAt: new Date() }),
    () => a("cancelled", { poNumber: "zebra-42" }),
  ]) {
    jobsA.push(await make());
  }
  for (const make of [
    () => b("submitted"),
    () => b("delivered", { deliveredAt: new Date() }),
    () => b("approved", { pickupDate: utcDateFromNow(2) }),
    () => b("PO_missing", { poNumber: null, dropoffLocation: "9 Ocean Dr, Miami Beach, FL 33139" }),
  ]) {
    jobsB.push(await make());
  }
  vinJob = jobsA[1]!;
  poJob = jobsA[12]!;
  camryJob = jobsA[6]!;
  amarilloJob = jobsA[7]!;
  miamiJob = jobsB[3]!;
});

async function list(handler: Handler, who: SignedIn, query: Record<string, string | number> = {}) {
  const res = await call<ListItem[]>(handler, { query, token: who.token });
  expectStatus(res, 200);
  return res.body as typeof res.body & { total: number; page: number; limit: number };
}
const ids = (items: { id: number }[]) => items.map((j) => j.id).sort((x, y) => x - y);
const idsOf = (jobs: Job[], statuses?: readonly JobStatus[] | null) =>
  ids(jobs.filter((j) => !statuses || statuses.includes(j.requestStatus)));

describe("GET customer/get-all-jobs-by-status", () => {
  it("answers the paged envelope with the list item fields of SPEC.md §3, newest first", async () => {
    const res = await call<ListItem[]>(customerJobs, { query: { tabName: "all" }, token: world.customer.token });
    expectStatus(res, 200);
    expect(Object.keys(res.body).sort()).toEqual(["data", "limit", "message", "page", "success", "total"]);
    expect(res.body).toMatchObject({ success: true, total: jobsA.length, page: 1, limit: 10 });
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data.map((j) => j.id)).toEqual(
      jobsA
        .map((j) => j.id)
        .reverse()
        .slice(0, 10),
    );
    const item = res.body.data.find((j) => j.id === jobsA[3]!.id)!;
    expect(item).toMatchObject({
      id: jobsA[3]!.id,
      request_status: "approved",
      companyName: "Acme Motors",
      customer_name: "Carla Customer",
      pickup_date: today,
      pickup_time: "10:00",
      pickup_business_name: "North Yard",
      pickup_location: "100 Commerce St, Dallas, TX",
      dropoff_date: jobsA[3]!.dropoffDate,
      dropoff_time: "16:00",
      dropoff_business_name: "South Lot",
      dropoff_location: "200 Main St, Houston, TX",
      driver_name: null,
      vehicle_year: jobsA[3]!.vehicleYear,
      vehicle_make: "Honda",
      vehicle_model: "Accord",
      vin_number: "1HGCM82633A004352",
      fuel_type: "Gas",
      po_number: jobsA[3]!.poNumber,
    });
    // Exactly these fields: the tab's total, read in the same statement, stays out of the rows.
    expect(Object.keys(item).sort()).toEqual([
      "companyName",
      "company_id",
      "createdAt",
      "customer_name",
      "driver_id",
      "driver_name",
      "dropoff_business_name",
      "dropoff_date",
      "dropoff_location",
      "dropoff_time",
      "dropoff_timezone",
      "fuel_type",
      "id",
      "pickup_business_name",
      "pickup_date",
      "pickup_location",
      "pickup_time",
      "pickup_timezone",
      "po_number",
      "request_status",
      "vehicle_make",
      "vehicle_model",
      "vehicle_year",
      "vin_number",
    ]);
  });

  it.each(CUSTOMER_TABS)("tab %s holds exactly the company's jobs of its statuses", async (tabName) => {
    const { data, total } = await list(customerJobs, world.customer, { tabName, limit: 100 });
    const expected = idsOf(jobsA, CUSTOMER_TAB_FILTERS[tabName].statuses);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("shows activeJobs as submitted, approved, rescheduled and in_transit", async () => {
    const { data } = await list(customerJobs, world.customer, { tabName: "activeJobs", limit: 100 });
    expect(new Set(data.map((j) => j.request_status))).toEqual(new Set(["submitted", "approved", "rescheduled", "in_transit"]));
  });

  it("refuses an unknown tab and a limit over the maximum", async () => {
    expectStatus(await call(customerJobs, { query: { tabName: "upcoming" }, token: world.customer.token }), 400);
    expectFieldError(
      await call(customerJobs, { query: { limit: 101 }, token: world.customer.token }),
      "limit",
      "Limit must be at most 100.",
    );
    expectFieldError(await call(customerJobs, { query: { page: 0 }, token: world.customer.token }), "page", "Page starts at 1.");
  });

  it("pages: page 2 continues page 1, total counts every match", async () => {
    const first = await list(customerJobs, world.customer, { page: 1, limit: 5 });
    const second = await list(customerJobs, world.customer, { page: 2, limit: 5 });
    const third = await list(customerJobs, world.customer, { page: 3, limit: 5 });
    expect(second).toMatchObject({ page: 2, limit: 5, total: jobsA.length });
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(third.data).toHaveLength(jobsA.length - 10);
    const newestFirst = jobsA.map((j) => j.id).reverse();
    expect([...first.data, ...second.data, ...third.data].map((j) => j.id)).toEqual(newestFirst);
    // A page past the last one: no rows, the same total.
    expect(await list(customerJobs, world.customer, { page: 9, limit: 5 })).toMatchObject({ data: [], total: jobsA.length, page: 9 });
  });
});

describe("the screens' first page (page 1 of DEFAULT_PAGE_SIZE jobs, a statement of its own)", () => {
  async function expectSameAsGeneralPage(handler: Handler, who: SignedIn, tabName: string) {
    const first = await list(handler, who, { tabName });
    const wider = await list(handler, who, { tabName, limit: DEFAULT_PAGE_SIZE + 1 });
    expect(first).toMatchObject({ page: 1, limit: DEFAULT_PAGE_SIZE, total: wider.total });
    expect(first.data).toEqual(wider.data.slice(0, DEFAULT_PAGE_SIZE));
    if (tabName === "all") expect(first.data).toHaveLength(DEFAULT_PAGE_SIZE);
  }

  it.each(ADMIN_TABS)("admin tab %s: the rows and total the general page statement answers", (tabName) =>
    expectSameAsGeneralPage(adminJobs, world.admin, tabName),
  );

  it.each(CUSTOMER_TABS)("customer tab %s: the rows and total the general page statement answers", (tabName) =>
    expectSameAsGeneralPage(customerJobs, world.customer, tabName),
  );
});

/** The API's page of a tab and the screens' page (listJobs) answer the same rows and total for every tab, page and size. */
describe("the API's page and the screens' page answer the same", () => {
  const pages: Record<string, number>[] = [{}, { limit: 3 }, { page: 2, limit: 3 }, { page: 3, limit: 5 }, { page: 99 }];
  async function expectSameAsScreens(handler: Handler, who: SignedIn, filter: TabFilter, query: Record<string, string | number>) {
    const api = await list(handler, who, query);
    const actor = await actorFromToken(db, who.token);
    const screens = await listJobs(db, { actor, filter, search: "", page: api.page, limit: api.limit });
    expect({ data: api.data, total: api.total }).toEqual(JSON.parse(JSON.stringify({ data: screens.rows, total: screens.total })));
  }

  it.each(ADMIN_TABS)("admin tab %s", async (tabName) => {
    for (const query of pages) await expectSameAsScreens(adminJobs, world.admin, ADMIN_TAB_FILTERS[tabName], { tabName, ...query });
  });

  it.each(CUSTOMER_TABS)("customer tab %s", async (tabName) => {
    for (const query of pages)
      await expectSameAsScreens(customerJobs, world.customer, CUSTOMER_TAB_FILTERS[tabName], { tabName, ...query });
  });

  it("completed jobs", async () => {
    for (const query of pages) await expectSameAsScreens(completedJobs, world.customer, COMPLETED_FILTER, query);
  });
});

describe("GET admin/get-all-jobs-by-status", () => {
  const everyJob = () => [...jobsA, ...jobsB];

  const statusTabs = ADMIN_TABS.filter((t) => t !== "upcoming" && !ADMIN_TAB_FILTERS[t].flag);
  it.each(statusTabs)("tab %s holds every company's jobs of its statuses", async (tabName) => {
    const { data, total } = await list(adminJobs, world.admin, { tabName, limit: 100 });
    const expected = idsOf(everyJob(), ADMIN_TAB_FILTERS[tabName].statuses);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("newDamage and mileageFlag: the jobs their delivery inspection flagged, counted like the others", async () => {
    const flagged = { damage: [jobsA[0]!.id, jobsB[1]!.id], mileage: [jobsB[0]!.id] };
    await db.update(jobs).set({ hasNewDamage: true }).where(inArray(jobs.id, flagged.damage));
    await db.update(jobs).set({ hasMileageFlag: true }).where(inArray(jobs.id, flagged.mileage));
    try {
      const damaged = await list(adminJobs, world.admin, { tabName: "newDamage", limit: 100 });
      expect(damaged.total).toBe(2);
      expect(ids(damaged.data)).toEqual([...flagged.damage].sort((x, y) => x - y));
      const mileage = await list(adminJobs, world.admin, { tabName: "mileageFlag", limit: 1 });
      expect(mileage).toMatchObject({ total: 1 });
      expect(ids(mileage.data)).toEqual(flagged.mileage);
    } finally {
      await db.update(jobs).set({ hasNewDamage: false, hasMileageFlag: false });
    }
  });

  it("upcoming: only approved jobs with a pickup today (UTC) or later", async () => {
    const { data } = await list(adminJobs, world.superadmin, { tabName: "upcoming", limit: 100 });
    const expected = everyJob().filter((j) => j.requestStatus === "approved" && j.pickupDate! >= today);
    expect(expected).toHaveLength(3);
    expect(ids(data)).toEqual(ids(expected));
    expect(data.some((j) => j.pickup_date === today)).toBe(true);
    const second = await list(adminJobs, world.admin, { tabName: "upcoming", limit: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(second.data).toHaveLength(1);
    expect(await list(adminJobs, world.admin, { tabName: "upcoming", limit: 2, page: 5 })).toMatchObject({ data: [], total: 3 });
  });
});

describe("search", () => {
  const search = (who: SignedIn, text: string, handler: Handler = adminJobs) => list(handler, who, { search: text, limit: 100 });

  it("finds a job by its id, also written job-12, in any case", async () => {
    const target = jobsA[5]!;
    for (const text of [`job-${target.id}`, `JOB-${target.id}`]) {
      expect(ids((await search(world.admin, text)).data)).toEqual([target.id]);
    }
    expect(ids((await search(world.admin, String(target.id))).data)).toContain(target.id);
  });

  it("finds by VIN, PO number, company name and customer name, case-insensitively", async () => {
    expect(ids((await search(world.admin, "wba3a5c")).data)).toEqual([vinJob.id]);
    expect(ids((await search(world.admin, "ZEBRA")).data)).toEqual([poJob.id]);
    expect(ids((await search(world.admin, "gLoBeX")).data)).toEqual(idsOf(jobsB));
    expect(ids((await search(world.admin, "otto oth")).data)).toEqual(idsOf(jobsB));
    expect(ids((await search(world.admin, "acme")).data)).toEqual(idsOf(jobsA));
  });

  it("finds a job by its id written #58", async () => {
    const target = jobsA[5]!;
    expect(ids((await search(world.admin, `#${target.id}`)).data)).toEqual([target.id]);
    expect((await search(world.otherCustomer, `#${target.id}`, customerJobs)).total).toBe(0);
  });

  it("finds by make, model, both together, and the city of either address, case-insensitively", async () => {
    expect(ids((await search(world.admin, "toyota")).data)).toEqual([camryJob.id]);
    expect(ids((await search(world.admin, "CAMRY")).data)).toEqual([camryJob.id]);
    expect(ids((await search(world.admin, "Toyota Camry")).data)).toEqual([camryJob.id]);
    expect(ids((await search(world.admin, "amarillo")).data)).toEqual([amarilloJob.id]);
    expect(ids((await search(world.admin, "Miami Beach")).data)).toEqual([miamiJob.id]);
    expect(ids((await search(world.admin, "accord")).data)).toEqual(ids([...jobsA, ...jobsB].filter((j) => j !== camryJob)));
    expect(ids((await search(world.customer, "houston", customerJobs)).data)).toEqual(idsOf(jobsA));
    expect((await search(world.customer, "miami", customerJobs)).total).toBe(0);
  });

  it("looks the vehicle and places up in their trigram index", async () => {
    // Few rows: without this PostgreSQL would rather scan, and the plan would say nothing.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(
        sql`explain select ${jobs.id} from ${jobs} where ${vehiclePlacesText(jobs)} ilike ${containsPattern("camry")}`,
      );
      // postgres.js answers the rows, PGlite an object holding them.
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { "QUERY PLAN": string }[];
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("jobs_vehicle_places_trgm_idx");
  });

  it("combines with the tab and stays within the customer's company", async () => {
    expect((await list(adminJobs, world.admin, { search: "globex", tabName: "delivered" })).data.map((j) => j.id)).toEqual([jobsB[1]!.id]);
    expect((await search(world.customer, "globex", customerJobs)).total).toBe(0);
    expect(ids((await search(world.customer, "zebra", customerJobs)).data)).toEqual([poJob.id]);
    expect((await search(world.otherCustomer, `job-${poJob.id}`, customerJobs)).total).toBe(0);
  });

  it("pages the matches newest first with their total, also on a page past the last one", async () => {
    const all = idsOf(jobsA);
    expect(all.length).toBeGreaterThan(4);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      const res = await list(adminJobs, world.admin, { search: "acme", limit: 3, page });
      expect(res.total).toBe(all.length);
      pages.push(...res.data.map((j) => j.id));
    }
    expect([...pages].sort((x, y) => x - y)).toEqual(all);
    const created = pages.map((id) => jobsA.find((j) => j.id === id)!.createdAt.getTime());
    expect(created).toEqual([...created].sort((x, y) => y - x));
    const past = await list(adminJobs, world.admin, { search: "acme", limit: 3, page: 99 });
    expect(past.data).toEqual([]);
    expect(past.total).toBe(all.length);
    expect((await list(adminJobs, world.admin, { search: "no such text anywhere" })).total).toBe(0);
  });
});

describe("GET customer/completed-jobs", () => {
  it("lists the company's delivered jobs only, searchable and paged", async () => {
    const res = await list(completedJobs, world.customer);
    expect(ids(res.data)).toEqual(idsOf(jobsA, ["delivered"]));
    expect(res).toMatchObject({ total: 2, page: 1, limit: 10 });
    const paged = await list(completedJobs, world.customer, { limit: 1, page: 2 });
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(2);
    expect((await list(completedJobs, world.customer, { search: `job-${jobsA[0]!.id}` })).total).toBe(0);
  });
});

describe("GET jobs-overview", () => {
  const overview = async (who: SignedIn) => {
    const res = await call<JobsOverview>(jobsOverview, { token: who.token });
    expectStatus(res, 200);
    return res.body.data;
  };
  const tabTotal = async (handler: Handler, who: SignedIn, tabName?: string) =>
    (await list(handler, who, tabName ? { tabName, limit: 1 } : { limit: 1 })).total;

  it("answers the counts of SPEC.md §3 for the admin, equal to the matching tab totals", async () => {
    const counts = await overview(world.admin);
    expect(Object.keys(counts).sort()).toEqual(
      ["awaiting_reschedule_Jobs", "cancelledJobs", "completedJobs", "inTransitjobs", "pendingJobs", "pomissingjobs", "totalJobs"].sort(),
    );
    expect(counts).toEqual({
      pendingJobs: await tabTotal(adminJobs, world.admin, "pendingApproval"),
      totalJobs: await tabTotal(adminJobs, world.admin, "all"),
      completedJobs: await tabTotal(adminJobs, world.admin, "delivered"),
      pomissingjobs: await tabTotal(adminJobs, world.admin, "poMissing"),
      awaiting_reschedule_Jobs: await tabTotal(adminJobs, world.admin, "awaitingRescheduled_date"),
      inTransitjobs: await tabTotal(adminJobs, world.admin, "inTransit"),
      cancelledJobs: await tabTotal(adminJobs, world.admin, "cancelled"),
    });
    expect(counts).toEqual({
      pendingJobs: 3,
      totalJobs: jobsA.length + jobsB.length,
      completedJobs: 3,
      pomissingjobs: 2,
      awaiting_reschedule_Jobs: 1,
      inTransitjobs: 1,
      cancelledJobs: 1,
    });
    expect(await overview(world.superadmin)).toEqual(counts);
  });

  it("counts only the customer's company, equal to his tab totals", async () => {
    const counts = await overview(world.customer);
    expect(counts).toEqual({
      pendingJobs: 2,
      totalJobs: jobsA.length,
      completedJobs: 2,
      pomissingjobs: 1,
      awaiting_reschedule_Jobs: 1,
      inTransitjobs: 1,
      cancelledJobs: 1,
    });
    expect(counts.totalJobs).toBe(await tabTotal(customerJobs, world.customer, "all"));
    expect(counts.completedJobs).toBe(await tabTotal(completedJobs, world.customer));
    expect(counts.pomissingjobs).toBe(await tabTotal(customerJobs, world.customer, "PO_missing"));
    expect(counts.awaiting_reschedule_Jobs).toBe(await tabTotal(customerJobs, world.customer, "awaiting_reschedule_date"));
    expect(counts.cancelledJobs).toBe(await tabTotal(customerJobs, world.customer, "cancelled"));

    const other = await overview(world.otherCustomer);
    expect(other).toEqual({
      pendingJobs: 1,
      totalJobs: jobsB.length,
      completedJobs: 1,
      pomissingjobs: 1,
      awaiting_reschedule_Jobs: 0,
      inTransitjobs: 0,
      cancelledJobs: 0,
    });
    expect(other.totalJobs).toBe(await tabTotal(customerJobs, world.otherCustomer, "all"));
  });
});

describe("the search's trigram indexes", () => {
  it("keep no pending list (fastupdate off): a new job is in the index at once, not in a list every search reads whole", async () => {
    const names = [
      "jobs_vin_trgm_idx",
      "jobs_po_trgm_idx",
      "jobs_vehicle_places_trgm_idx",
      "companies_name_trgm_idx",
      "users_username_trgm_idx",
    ];
    const rows = await db
      .select({ relname: sql<string>`relname`, options: sql<string>`coalesce(array_to_string(reloptions, ','), '')` })
      .from(sql`pg_class`)
      .where(
        sql`relname in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      );
    const options = Object.fromEntries(rows.map((row) => [row.relname, row.options]));
    expect(Object.keys(options).sort()).toEqual([...names].sort());
    for (const name of names) expect(options[name], name).toMatch(/fastupdate=(off|false)/);
  });
});
