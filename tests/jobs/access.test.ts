/**
 * Who may make each job call (INTERFACES.md status codes): 401 anonymous everywhere, 403 for
 * the wrong role, 404 for another company's job on the customer calls that take a jobId.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { PUT as approveCancellation } from "@/app/api/v1/admin/approve-job-cancellation/route";
import { PUT as declineCancellation } from "@/app/api/v1/admin/decline-job-cancellation/route";
import { GET as fetchRideDetails } from "@/app/api/v1/admin/fetch-ride-details/route";
import { GET as adminJobs } from "@/app/api/v1/admin/get-all-jobs-by-status/route";
import { GET as adminJobDetails } from "@/app/api/v1/admin/get-job-details/route";
import { PUT as jobApprove } from "@/app/api/v1/admin/job-approve/route";
import { PUT as jobCancellation } from "@/app/api/v1/admin/job-cancellation/route";
import { POST as sendLink } from "@/app/api/v1/admin/send-Link/route";
import { GET as completedJobs } from "@/app/api/v1/customer/completed-jobs/route";
import { POST as createJob } from "@/app/api/v1/customer/create-job/route";
import { PUT as fillPoNumber } from "@/app/api/v1/customer/fill-po-number/route";
import { GET as customerJobs } from "@/app/api/v1/customer/get-all-jobs-by-status/route";
import { GET as customerProfile } from "@/app/api/v1/customer/get-customer-profile-details/route";
import { GET as customerJobDetails } from "@/app/api/v1/customer/get-job-details/route";
import { POST as jobAction } from "@/app/api/v1/customer/job-action/route";
import { PUT as updateDeliveryAddress } from "@/app/api/v1/customer/update-delivery-address/route";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import { GET as jobsOverview } from "@/app/api/v1/jobs-overview/route";
import type { Db } from "@/db/client";
import type { Job } from "@/db/schema";
import { resetDatabase } from "../helpers/db";
import { createDriver, utcDateFromNow } from "../helpers/factories";
import { call, type CallOptions } from "../helpers/http";
import { expectStatus, jobFor, jobRow, logsOf, makeWorld, type Handler, type World } from "./helpers";

let db: Db;
let world: World;
/** A job of the customer's company (company A), approved with a driver: every call has something to act on. */
let job: Job;
let driverId: number;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  driverId = (await createDriver(db)).id;
  job = await jobFor(db, world.customer, { requestStatus: "approved", driverId });
});

type Route = { name: string; handler: Handler; request: () => CallOptions };
const get = (name: string, handler: Handler, query: () => Record<string, string | number> = () => ({})): Route => ({
  name,
  handler,
  request: () => ({ method: "GET", query: query() }),
});
const send = (name: string, handler: Handler, method: string, body: () => Record<string, unknown>): Route => ({
  name,
  handler,
  request: () => ({ method, body: body() }),
});

const reschedule = () => ({ jobId: job.id, pickup_date: utcDateFromNow(9), pickup_time: "11:00", reason: "Moved" });

const ADMIN_CALLS: Route[] = [
  get("admin/get-all-jobs-by-status", adminJobs),
  get("admin/get-job-details", adminJobDetails, () => ({ jobId: job.id })),
  send("admin/job-approve", jobApprove, "PUT", () => ({ jobId: job.id })),
  send("admin/job-cancellation", jobCancellation, "PUT", () => ({ jobId: job.id, reason: "x" })),
  send("admin/approve-job-cancellation", approveCancellation, "PUT", () => ({ jobId: job.id })),
  send("admin/decline-job-cancellation", declineCancellation, "PUT", () => ({ jobId: job.id })),
  send("admin/assign-driver", assignDriver, "POST", () => ({ jobId: job.id, driverId })),
  send("admin/send-Link", sendLink, "POST", () => ({ jobId: job.id, driverId })),
  get("admin/fetch-ride-details", fetchRideDetails, () => ({ jobId: job.id })),
  send("customer/update-delivery-address with jobId", updateDeliveryAddress, "PUT", () => ({
    jobId: job.id,
    type: "pickup",
    business_name: "B",
  })),
];

const CUSTOMER_CALLS: Route[] = [
  send("customer/create-job", createJob, "POST", () => ({})),
  get("customer/get-all-jobs-by-status", customerJobs),
  get("customer/get-job-details", customerJobDetails, () => ({ jobId: job.id })),
  send("customer/job-action", jobAction, "POST", () => ({ jobId: job.id, type: "cancel", reason: "x" })),
  send("customer/fill-po-number", fillPoNumber, "PUT", () => ({ jobId: job.id, po_number: "PO-9" })),
  get("customer/completed-jobs", completedJobs),
  get("customer/get-customer-profile-details", customerProfile),
];

const SHARED_CALLS: Route[] = [
  get("jobs-overview", jobsOverview),
  send("customer/update-job-schedule", updateJobSchedule, "PUT", reschedule),
];

/** The customer calls that take a jobId, as another company's customer makes them. */
const FOREIGN_JOB_CALLS: Route[] = [
  get("customer/get-job-details", customerJobDetails, () => ({ jobId: job.id })),
  send("customer/job-action", jobAction, "POST", () => ({ jobId: job.id, type: "cancel", reason: "x" })),
  send("customer/fill-po-number", fillPoNumber, "PUT", () => ({ jobId: job.id, po_number: "PO-9" })),
  send("customer/update-job-schedule", updateJobSchedule, "PUT", reschedule),
];

/** Nothing of the job changed: status, PO, dates, driver, and no new log. */
async function expectUntouched() {
  expect(await jobRow(db, job.id)).toMatchObject({
    requestStatus: job.requestStatus,
    poNumber: job.poNumber,
    pickupDate: job.pickupDate,
    pickupBusinessName: job.pickupBusinessName,
    driverId: job.driverId,
    linkVersion: job.linkVersion,
  });
  expect(await logsOf(db, job.id)).toHaveLength(1);
}

describe("401 without a token, or with a bad one", () => {
  it.each([...ADMIN_CALLS, ...CUSTOMER_CALLS, ...SHARED_CALLS].map((r) => [r.name, r] as const))("%s", async (_name, route) => {
    for (const token of [undefined, "not-a-token"]) {
      const res = await call(route.handler, { ...route.request(), token });
      expectStatus(res, 401);
      expect(res.body.success).toBe(false);
    }
    await expectUntouched();
  });
});

describe("403 for a customer on the admin calls", () => {
  it.each(ADMIN_CALLS.map((r) => [r.name, r] as const))("%s", async (_name, route) => {
    const res = await call(route.handler, { ...route.request(), token: world.customer.token });
    expectStatus(res, 403);
    await expectUntouched();
  });
});

describe("403 for staff on the customer-only calls", () => {
  it.each(CUSTOMER_CALLS.map((r) => [r.name, r] as const))("%s", async (_name, route) => {
    for (const who of [world.admin, world.superadmin]) {
      expectStatus(await call(route.handler, { ...route.request(), token: who.token }), 403);
    }
    await expectUntouched();
  });
});

describe("404 for another company's job on the customer calls taking a jobId", () => {
  it.each(FOREIGN_JOB_CALLS.map((r) => [r.name, r] as const))("%s", async (_name, route) => {
    const res = await call(route.handler, { ...route.request(), token: world.otherCustomer.token });
    expectStatus(res, 404);
    expect(res.body.message).toBe("Job not found.");
    await expectUntouched();
  });
});
