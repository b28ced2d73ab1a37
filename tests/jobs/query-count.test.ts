/**
 * No query per row in any list (issue 9): each list call sends a fixed, small number of
 * statements however many rows it answers — the caller's identity, the page, the total.
 * Counted on the seeded demo data, where every list has more than one page.
 */
import { count, desc, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { GET as admins } from "@/app/api/v1/admin/get-admins/route";
import { GET as companies } from "@/app/api/v1/admin/get-all-companies/route";
import { GET as companyCustomers } from "@/app/api/v1/admin/get-company-customers/route";
import { GET as drivers } from "@/app/api/v1/admin/get-all-drivers/route";
import { GET as completedJobs } from "@/app/api/v1/customer/completed-jobs/route";
import { GET as customerJobs } from "@/app/api/v1/customer/get-all-jobs-by-status/route";
import { GET as savedAddresses } from "@/app/api/v1/customer/get-delivery-address/route";
import { GET as jobsOverview } from "@/app/api/v1/jobs-overview/route";
import { POST as login } from "@/app/api/v1/login/route";
import { onQuery, type Db, type Tx } from "@/db/client";
import { locationUpdates, users } from "@/db/schema";
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_SUPERADMIN_EMAIL, seedDemoData } from "@/scripts/seed";
import { DEFAULT_PAGE_SIZE } from "@/lib/api/pagination";
import type { Actor } from "@/lib/auth/actor";
import { listTabPageOfCaller } from "@/lib/jobs/caller-statement";
import { listJobs } from "@/lib/jobs/queries/list-jobs";
import { ADMIN_TABS, CUSTOMER_TABS, tabFilter } from "@/lib/jobs/tabs";
import { resetDatabase } from "../helpers/db";
import { call, type CallOptions } from "../helpers/http";

type Handler = Parameters<typeof call>[0];

let db: Db;
let staffToken: string;
let customerToken: string;
let companyId: number;
let busyJobId: number;

async function tokenOf(email: string): Promise<string> {
  const res = await call<string>(login, { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The statements a call sends, and its answer (of the status given, 200 unless said). */
async function counted(handler: Handler, options: CallOptions, status = 200) {
  const statements: string[] = [];
  const stop = onQuery((query) => statements.push(query));
  try {
    const res = await call<unknown[]>(handler, options);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return { statements, res };
  } finally {
    stop();
  }
}

beforeAll(async () => {
  db = await resetDatabase();
  await seedDemoData(db);
  [staffToken, customerToken] = await Promise.all([tokenOf(DEMO_SUPERADMIN_EMAIL), tokenOf(DEMO_CUSTOMER_EMAIL)]);
  const [customer] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_CUSTOMER_EMAIL));
  companyId = customer!.companyId!;
  const [busiest] = await db
    .select({ jobId: locationUpdates.jobId })
    .from(locationUpdates)
    .groupBy(locationUpdates.jobId)
    .orderBy(desc(count()))
    .limit(1);
  busyJobId = busiest!.jobId;
}, 120_000);

/** identity (1) + page (1) + total (1). */
const LIST_BOUND = 3;

describe("each list call sends a bounded number of statements", () => {
  it.each(ADMIN_TABS)("admin job list, tab %s, page 1 and 2, with and without a search", async (tabName) => {
    const queries: Record<string, string | number>[] = [
      { tabName, limit: 25 },
      { tabName, page: 2, limit: 25 },
      { tabName, search: "a" },
      { tabName, search: "PO-1" },
    ];
    for (const query of queries) {
      const { statements, res } = await counted(adminJobs, { query, token: staffToken });
      expect(statements.length, `${JSON.stringify(query)}:\n${statements.join("\n")}`).toBeLessThanOrEqual(LIST_BOUND);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
  });

  it("a tab's page without a search is one statement: the caller's user row with the page and its total beside it", async () => {
    // A page past the end is the caller's row alone, with the total.
    const queries: Record<string, string | number>[] = [
      { tabName: "all", limit: 25 },
      { tabName: "upcoming", page: 2, limit: 2 },
      { tabName: "all", page: 10_000 },
    ];
    for (const query of queries) {
      const { statements, res } = await counted(adminJobs, { query, token: staffToken });
      expect(statements.length, statements.join("\n")).toBe(1);
      expect(statements[0]).toContain(`from "users"`);
      expect(res.body.total).toBeGreaterThan(0);
    }
    for (const [handler, query] of [
      [customerJobs, { tabName: "activeJobs", limit: 5 }],
      [completedJobs, {}],
    ] as const) {
      const { statements } = await counted(handler, { query, token: customerToken });
      expect(statements.length, statements.join("\n")).toBe(1);
    }
  });

  it("a search, a bad query or another role's call takes the guard's path: the caller's row first, on its own", async () => {
    for (const [query, token, status] of [
      [{ tabName: "all", search: "PO-1" }, staffToken, 200],
      [{ tabName: "nope" }, staffToken, 400],
      [{}, customerToken, 403],
    ] as const) {
      const { statements } = await counted(adminJobs, { query, token }, status);
      expect(statements[0], JSON.stringify(query)).toMatch(
        /^select .* from "users" left join "companies" .* where "users"."id" = \$1 limit \$2$/,
      );
    }
  });

  it("a full page of 100 jobs costs the same as a page of 1", async () => {
    const small = await counted(adminJobs, { query: { limit: 1 }, token: staffToken });
    const large = await counted(adminJobs, { query: { limit: 100 }, token: staffToken });
    expect(large.res.body.data.length).toBeGreaterThan(50);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it.each(CUSTOMER_TABS)("customer job list, tab %s", async (tabName) => {
    const queries: Record<string, string | number>[] = [
      { tabName, limit: 50 },
      { tabName, search: "a" },
    ];
    for (const query of queries) {
      const { statements } = await counted(customerJobs, { query, token: customerToken });
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(LIST_BOUND);
    }
  });

  it("customer completed jobs", async () => {
    const { statements, res } = await counted(completedJobs, { query: { limit: 50 }, token: customerToken });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(LIST_BOUND);
  });

  it("companies, drivers, admins and saved addresses", async () => {
    for (const [handler, token] of [
      [companies, staffToken],
      [drivers, staffToken],
      [admins, staffToken],
      [savedAddresses, customerToken],
    ] as const) {
      const { statements, res } = await counted(handler, { query: { limit: 100 }, token });
      expect(res.body.data.length).toBeGreaterThan(1);
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(LIST_BOUND);
    }
  });

  it("a company's customers: the company's existence check on top", async () => {
    const { statements, res } = await counted(companyCustomers, { query: { companyId, limit: 100 }, token: staffToken });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(LIST_BOUND + 1);
  });

  it("jobs-overview: one statement, the caller's user row with the counters beside it, for staff and customers", async () => {
    for (const token of [staffToken, customerToken]) {
      const { statements } = await counted(jobsOverview, { token });
      expect(statements.length, statements.join("\n")).toBe(1);
    }
  });

  it("job details: a fixed number of statements, however long the track and timeline", async () => {
    const { statements, res } = await counted(adminJobDetails, { query: { jobId: busyJobId }, token: staffToken });
    const data = res.body.data as unknown as { jobData: { location_updates: unknown[] }; jobLogs: unknown[] };
    expect(data.jobData.location_updates.length).toBeGreaterThanOrEqual(3);
    // identity, the job, its logs, its track, its photos, its ride
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(6);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL, the hot statements are prepared and planned once", () => {
  /** The app's prepared statements on one connection (a transaction's), after running `calls`. */
  async function preparedAfter(calls: (tx: Tx) => Promise<unknown>) {
    let prepared: { statement: string; generic_plans: number; custom_plans: number }[] = [];
    await db
      .transaction(async (tx) => {
        await calls(tx);
        prepared = (await tx.execute(
          sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements`,
        )) as unknown as typeof prepared;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    return prepared;
  }
  const staff: Actor = { id: 1, role: "superadmin", username: "bench", email: "bench@example.com", companyId: null };
  const firstScreen = (tabName: string) => ({
    actor: staff,
    filter: tabFilter("staff", tabName)!,
    search: "",
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
  });

  it("the screens' first page of a tab, with values (a date) or without (all), is prepared and planned once for any value", async () => {
    const tabs = ["all", "upcoming", "inTransit"];
    const sent: string[] = [];
    const stop = onQuery((query) => sent.push(query));
    const prepared = await preparedAfter(async (tx) => {
      for (let i = 0; i < 7; i++) {
        for (const tabName of tabs) {
          await listJobs(tx, firstScreen(tabName));
        }
      }
    }).finally(stop);
    const pages = [...new Set(sent.filter((query) => query.includes(`limit ${DEFAULT_PAGE_SIZE})`)))];
    expect(pages).toHaveLength(tabs.length);
    for (const page of pages) expect(prepared.find((p) => p.statement === page)?.generic_plans ?? 0, page).toBeGreaterThan(0);
  });

  it("the API's first page of a tab with the caller's row beside it is prepared and planned once for any caller", async () => {
    const [admin] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_SUPERADMIN_EMAIL));
    const claims = { ...admin!, companyId: null, sv: admin!.sessionVersion, exp: 0 };
    const sent: string[] = [];
    const stop = onQuery((query) => sent.push(query));
    const prepared = await preparedAfter(async (tx) => {
      for (let i = 0; i < 7; i++) {
        for (const tabName of ["all", "upcoming"]) {
          await listTabPageOfCaller(tx, claims, { filter: tabFilter("staff", tabName)!, page: 1, limit: DEFAULT_PAGE_SIZE });
        }
      }
    }).finally(stop);
    const pages = [...new Set(sent.filter((query) => query.includes(`limit ${DEFAULT_PAGE_SIZE})`)))];
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(prepared.find((p) => p.statement === page)?.generic_plans ?? 0, page).toBeGreaterThan(0);
  });

  it("a search is planned for its text on every call: it is not a named statement, so it is never prepared", async () => {
    const sent: string[] = [];
    const stop = onQuery((query) => sent.push(query));
    const prepared = await preparedAfter(async (tx) => {
      for (const search of ["a", "ab", "acm", "PO-1"]) await listJobs(tx, { ...firstScreen("all"), search });
    }).finally(stop);
    const searches = sent.filter((query) => query.includes(" union "));
    expect(searches).toHaveLength(4);
    expect(prepared.filter((p) => searches.includes(p.statement))).toEqual([]);
  });
});
