/**
 * The job lists' fast path (lib/jobs/caller-page.ts) answers as the guard's path does: for every
 * tab of both audiences, a first page, a later one and one past the end, the route's answer (the
 * caller's row read in the page's statement) equals listJobs for the caller the guard resolves
 * (what the route answers by the guard's path), total and rows alike.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { GET as completedJobs } from "@/app/api/v1/customer/completed-jobs/route";
import { GET as customerJobs } from "@/app/api/v1/customer/get-all-jobs-by-status/route";
import { GET as jobsOverview } from "@/app/api/v1/jobs-overview/route";
import { POST as login } from "@/app/api/v1/login/route";
import { onQuery, type Db } from "@/db/client";
import { companies, jobs, users } from "@/db/schema";
import { actorFromToken } from "@/lib/auth/actor";
import { getJobsOverview } from "@/lib/jobs/queries/jobs-overview";
import { listJobs } from "@/lib/jobs/queries/list-jobs";
import { ADMIN_TABS, COMPLETED_FILTER, CUSTOMER_TABS, tabFilter } from "@/lib/jobs/tabs";
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, DEMO_SUPERADMIN_EMAIL, seedDemoData } from "@/scripts/seed";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";

type Handler = Parameters<typeof call>[0];

let db: Db;
/**
 * Text the database's JSON must write as JSON.stringify does: quotes, a backslash, a line break,
 * a tab, a control character, accents and an emoji.
 */
const tricky = 'Lou\'s "Best" \\ Autos\n\tSuite\u0001 — Café 🚗';
const tokens: Record<"staff" | "customer", string> = { staff: "", customer: "" };

async function tokenOf(email: string): Promise<string> {
  const res = await call<string>(login, { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  db = await resetDatabase();
  await seedDemoData(db);
  const [newest] = await db
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .orderBy(sql`${jobs.createdAt} desc`)
    .limit(1);
  // The newest job (the staff's first page) carries it, and a time with microseconds.
  await db
    .update(jobs)
    .set({ pickupBusinessName: tricky, dropoffLocation: tricky, createdAt: sql`${jobs.createdAt} + interval '0.000999 seconds'` })
    .where(eq(jobs.id, newest!.id));
  await db
    .update(companies)
    .set({ name: `${tricky} Inc.` })
    .where(eq(companies.id, newest!.companyId));
  [tokens.staff, tokens.customer] = await Promise.all([tokenOf(DEMO_SUPERADMIN_EMAIL), tokenOf(DEMO_CUSTOMER_EMAIL)]);
}, 120_000);

/** The route's answer, and whether it came in one statement (the fast path). */
async function answer(handler: Handler, token: string, query: Record<string, string | number>) {
  const statements: string[] = [];
  const stop = onQuery((statement) => statements.push(statement));
  try {
    const res = await call<unknown[]>(handler, { token, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { body: res.body as { data: unknown[]; total?: number; page?: number; limit?: number }, statements: statements.length };
  } finally {
    stop();
  }
}

/** The screens' first page (its own statement), a later one and one past the end. */
const pages = [
  { page: 1, limit: 10 },
  { page: 2, limit: 3 },
  { page: 5_000, limit: 10 },
];

describe("the job lists' fast path answers as the guard's path", () => {
  const cases = [
    ...ADMIN_TABS.map((tabName) => ({ who: "staff" as const, handler: adminJobs, tabName, filter: tabFilter("staff", tabName)! })),
    ...CUSTOMER_TABS.map((tabName) => ({
      who: "customer" as const,
      handler: customerJobs,
      tabName,
      filter: tabFilter("customer", tabName)!,
    })),
    { who: "customer" as const, handler: completedJobs, tabName: "completed", filter: COMPLETED_FILTER },
  ];

  it.each(cases)("$who, tab $tabName: first page, a later one, past the end", async ({ who, handler, tabName, filter }) => {
    const actor = await actorFromToken(db, tokens[who]);
    for (const page of pages) {
      const query = { tabName, ...page };
      const fast = await answer(handler, tokens[who], query);
      expect(fast.statements, "the fast path is one statement").toBe(1);
      const expected = await listJobs(db, { actor, filter, search: "", ...page });
      expect(JSON.stringify(fast.body.data)).toBe(JSON.stringify(expected.rows));
      expect({ total: fast.body.total, page: fast.body.page, limit: fast.body.limit }).toEqual({
        total: expected.total,
        page: expected.page,
        limit: expected.limit,
      });
    }
  });

  it("the first page compared above carries the difficult text and time", async () => {
    const { body } = await answer(adminJobs, tokens.staff, { tabName: "all", page: 1, limit: 10 });
    const [first] = body.data as { pickup_business_name: string; companyName: string }[];
    expect(first).toMatchObject({ pickup_business_name: tricky, companyName: `${tricky} Inc.` });
  });

  it("a customer sees only the company's jobs on the fast path, as on the guard's", async () => {
    const [customer] = await db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_CUSTOMER_EMAIL));
    const { body } = await answer(customerJobs, tokens.customer, { tabName: "all", limit: 100 });
    expect(body.data.length).toBeGreaterThan(0);
    expect(new Set((body.data as { company_id: number }[]).map((job) => job.company_id))).toEqual(new Set([customer!.companyId]));
  });
});

describe("jobs-overview's fast path answers as the dashboard's overview", () => {
  it.each(["staff", "customer"] as const)("%s: the same counts, in one statement", async (who) => {
    const statements: string[] = [];
    const stop = onQuery((statement) => statements.push(statement));
    const res = await call(jobsOverview, { token: tokens[who] }).finally(stop);
    expect(res.status).toBe(200);
    expect(statements).toHaveLength(1);
    const expected = await getJobsOverview(db, await actorFromToken(db, tokens[who]));
    expect(JSON.stringify(res.body.data)).toBe(JSON.stringify(expected));
    expect(Object.values(expected).some((n) => n > 0)).toBe(true);
  });
});
