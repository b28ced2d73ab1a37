/**
 * The calls the benchmark measures (issue 9), each against its target. Built from the filled
 * data: the ids, search texts and tokens come from the database, not from guesses.
 */
import { signDriverLink } from "@/lib/auth/driver-link-token";
import { signSessionToken } from "@/lib/auth/session-token";
import { BENCH, TARGETS, type BenchMode } from "./config";
import type { SqlRunner } from "./database";

export type Target = { kind: "p95"; ms: number } | { kind: "rps"; min: number } | { kind: "ceiling" };

export type DriverCall = { jobId: number; driverId: number; token: string };

export type Scenario = {
  key: string;
  label: string;
  method: "GET" | "PUT";
  /** Path and query string. */
  path: string;
  /** The route module, called in-process to capture its statements for EXPLAIN ANALYZE. */
  route: string;
  token?: string;
  /** The driver location update: one link per in-transit job, taken in turn. */
  driverCalls?: DriverCall[];
  target: Target;
  /** Counts toward "job list throughput / health" (the admin list, page 1). */
  isListPage1?: boolean;
};

export type BenchContext = {
  adminToken: string;
  customerToken: string;
  customerCompanyId: number;
  customerJobId: number;
  trackedJobId: number;
  vinPart: string;
  poNumber: string;
  companyName: string;
  driverCalls: DriverCall[];
  /** An approved job with its driver and no check-in or inspection yet: the inspection row's job. */
  inspectionCall: (DriverCall & { vin: string }) | null;
  /** Another such job: the row of photos taken without signal. */
  offlineCall: (DriverCall & { vin: string }) | null;
};

export const multipartBoundary = "----bench-boundary-7d1f";

/** The multipart body of a location update (PUT driver/update-riding-details). */
export function locationBody(call: DriverCall, step: number): string {
  const fields: Record<string, string> = {
    jobId: String(call.jobId),
    driverId: String(call.driverId),
    ride_status: "ride_started",
    current_latitude: (32.7 + (step % 1000) / 10_000).toFixed(6),
    current_longitude: (-96.8 - (step % 1000) / 10_000).toFixed(6),
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${multipartBoundary}--\r\n`;
}

export async function loadContext(db: SqlRunner, mode: BenchMode): Promise<BenchContext> {
  const one = async <T>(sql: string): Promise<T> => {
    const [row] = await db.query<T>(sql);
    if (!row) throw new Error(`No row for: ${sql}`);
    return row;
  };
  const admin = await one<{ id: number; username: string; email: string; session_version: number }>(
    `select id, username, email, session_version from users where role = 'superadmin' order by id limit 1`,
  );
  // The customer of a company in the middle of the range, with its usual thousand jobs.
  const customer = await one<{ id: number; username: string; email: string; session_version: number; company_id: number }>(
    `select id, username, email, session_version, company_id from users where role = 'customer' order by id offset (select count(*) / 2 from users where role = 'customer') limit 1`,
  );
  const tracked = await one<{ job_id: number }>(`select job_id from location_updates group by job_id order by count(*) desc limit 1`);
  const jobCount = Number((await one<{ n: string }>(`select count(*) as n from jobs`)).n);
  const vin = await one<{ vin_number: string }>(`select vin_number from jobs where id = ${Math.floor(jobCount / 2)}`);
  const po = await one<{ po_number: string }>(
    `select po_number from jobs where id >= ${Math.floor(jobCount / 3)} and po_number is not null order by id limit 1`,
  );
  const company = await one<{ name: string }>(
    `select name from companies order by id offset (select count(*) / 2 + 17 from companies) limit 1`,
  );
  const moving = await db.query<{ id: number; driver_id: number; link_version: number }>(
    `select id, driver_id, link_version from jobs where request_status = 'in_transit' and id <> ${tracked.job_id} order by id desc limit ${mode.quick ? 100 : 200}`,
  );

  const [ready, spare] = await db.query<{ id: number; driver_id: number; link_version: number; vin_number: string }>(
    `select j.id, j.driver_id, j.link_version, j.vin_number from jobs j join drivers d on d.id = j.driver_id and d.active
     where j.request_status = 'approved' and not exists (select 1 from rides r where r.job_id = j.id)
       and not exists (select 1 from inspections i where i.job_id = j.id) order by j.id desc limit 2`,
  );

  const session = (
    u: { id: number; username: string; email: string; session_version: number },
    role: "superadmin" | "customer",
    companyId: number | null,
  ) => signSessionToken({ id: u.id, role, username: u.username, email: u.email, companyId, sv: u.session_version }, BENCH.authSecret);
  return {
    adminToken: await session(admin, "superadmin", null),
    customerToken: await session(customer, "customer", customer.company_id),
    customerCompanyId: customer.company_id,
    customerJobId: (await one<{ id: number }>(`select max(id) as id from jobs where company_id = ${customer.company_id}`)).id,
    trackedJobId: tracked.job_id,
    vinPart: vin.vin_number.slice(-8),
    poNumber: po.po_number,
    companyName: company.name,
    driverCalls: await Promise.all(
      moving.map(async (j) => ({
        jobId: j.id,
        driverId: j.driver_id,
        token: await signDriverLink({ jobId: j.id, driverId: j.driver_id, v: j.link_version }, BENCH.authSecret),
      })),
    ),
    inspectionCall: await inspectionCallOf(ready),
    offlineCall: await inspectionCallOf(spare),
  };
}

type ReadyJob = { id: number; driver_id: number; link_version: number; vin_number: string };

async function inspectionCallOf(job: ReadyJob | undefined): Promise<(DriverCall & { vin: string }) | null> {
  if (!job) return null;
  const token = await signDriverLink({ jobId: job.id, driverId: job.driver_id, v: job.link_version }, BENCH.authSecret);
  return { jobId: job.id, driverId: job.driver_id, vin: job.vin_number, token };
}

export function buildScenarios(ctx: BenchContext, mode: BenchMode): Scenario[] {
  const deep = mode.quick ? 100 : 1000;
  const adminList = "@/app/api/v1/admin/get-all-jobs-by-status/route";
  const list = (tab: string, page: number, search?: string) =>
    `/api/v1/admin/get-all-jobs-by-status?tabName=${tab}&page=${page}&limit=10${search ? `&search=${encodeURIComponent(search)}` : ""}`;
  const p95 = (ms: number): Target => ({ kind: "p95", ms });
  const scenarios: Scenario[] = [];
  for (const [tab, name] of [
    ["all", "all"],
    ["pendingApproval", "Pending Approval"],
    ["upcoming", "upcoming"],
  ] as const) {
    scenarios.push({
      key: `admin-list-${tab}-1`,
      label: `admin job list, tab ${name}, page 1, with total`,
      method: "GET",
      path: list(tab, 1),
      route: adminList,
      token: ctx.adminToken,
      target: p95(TARGETS.listPage1P95),
      isListPage1: true,
    });
    scenarios.push({
      key: `admin-list-${tab}-${deep}`,
      label: `admin job list, tab ${name}, page ${deep}, with total`,
      method: "GET",
      path: list(tab, deep),
      route: adminList,
      token: ctx.adminToken,
      target: p95(TARGETS.listPage1000P95),
    });
  }
  for (const [what, text] of [
    ["VIN", ctx.vinPart],
    ["PO number", ctx.poNumber],
    ["company name", ctx.companyName],
  ] as const) {
    scenarios.push({
      key: `admin-search-${what.split(" ")[0]!.toLowerCase()}`,
      label: `admin job list, search ${what} "${text}"`,
      method: "GET",
      path: list("all", 1, text),
      route: adminList,
      token: ctx.adminToken,
      target: p95(TARGETS.searchP95),
    });
  }
  scenarios.push(
    {
      key: "customer-list",
      label: "customer job list, tab all, page 1 (one company)",
      method: "GET",
      path: "/api/v1/customer/get-all-jobs-by-status?tabName=all&page=1&limit=10",
      route: "@/app/api/v1/customer/get-all-jobs-by-status/route",
      token: ctx.customerToken,
      target: p95(TARGETS.listPage1P95),
    },
    {
      key: "customer-overview",
      label: "customer jobs-overview (one company)",
      method: "GET",
      path: "/api/v1/jobs-overview",
      route: "@/app/api/v1/jobs-overview/route",
      token: ctx.customerToken,
      target: p95(TARGETS.overviewP95),
    },
    {
      key: "admin-overview",
      label: "admin jobs-overview (all companies)",
      method: "GET",
      path: "/api/v1/jobs-overview",
      route: "@/app/api/v1/jobs-overview/route",
      token: ctx.adminToken,
      target: p95(TARGETS.overviewP95),
    },
    {
      key: "job-details",
      label: `admin get-job-details, job ${ctx.trackedJobId} with 2,000 location updates`,
      method: "GET",
      path: `/api/v1/admin/get-job-details?jobId=${ctx.trackedJobId}`,
      route: "@/app/api/v1/admin/get-job-details/route",
      token: ctx.adminToken,
      target: p95(TARGETS.detailsP95),
    },
    {
      key: "location-update",
      label: `driver location update (PUT update-riding-details, ${ctx.driverCalls.length} jobs in transit in turn)`,
      method: "PUT",
      path: "/api/v1/driver/update-riding-details",
      route: "@/app/api/v1/driver/update-riding-details/route",
      driverCalls: ctx.driverCalls,
      target: { kind: "rps", min: TARGETS.locationUpdatesPerSecond },
    },
  );
  // The ceiling is measured first and last: a shared machine's speed drifts over the minutes of a
  // run, and the list/health ratio compares each list with the mean of both (report.ts).
  const health = (key: string, when: string): Scenario => ({
    key,
    label: `GET /api/v1/health (checks the database): the ceiling, measured ${when}`,
    method: "GET",
    path: "/api/v1/health",
    route: "@/app/api/v1/health/route",
    target: { kind: "ceiling" },
  });
  return [health("health-first", "first"), ...scenarios, health("health", "last")];
}
