/**
 * Every job action a route exposes, from every status: 200 where the lifecycle table allows it,
 * 409 naming the current status elsewhere (DECISIONS.md "Job lifecycle").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as assignDriver } from "@/app/api/v1/admin/assign-driver/route";
import { PUT as approveCancellation } from "@/app/api/v1/admin/approve-job-cancellation/route";
import { PUT as declineCancellation } from "@/app/api/v1/admin/decline-job-cancellation/route";
import { PUT as jobApprove } from "@/app/api/v1/admin/job-approve/route";
import { PUT as jobCancellation } from "@/app/api/v1/admin/job-cancellation/route";
import { POST as sendLink } from "@/app/api/v1/admin/send-Link/route";
import { PUT as fillPoNumber } from "@/app/api/v1/customer/fill-po-number/route";
import { POST as jobAction } from "@/app/api/v1/customer/job-action/route";
import { PUT as updateDeliveryAddress } from "@/app/api/v1/customer/update-delivery-address/route";
import { PUT as updateJobSchedule } from "@/app/api/v1/customer/update-job-schedule/route";
import type { Db } from "@/db/client";
import type { Driver } from "@/db/schema";
import { canPerform, type JobAction, type LifecycleRole } from "@/lib/jobs/lifecycle";
import { JOB_STATUSES, type JobStatus } from "@/lib/jobs/statuses";
import { resetDatabase } from "../helpers/db";
import { createDriver, utcDateFromNow } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectStatus, jobFor, jobRow, logsOf, makeWorld, type Handler, type SignedIn, type World } from "./helpers";

let db: Db;
let world: World;
let driver: Driver;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
  driver = await createDriver(db);
});

/** SPEC.md §4 titles, written out here so that the 409 messages are checked against the spec. */
const TITLES: Record<JobStatus, string> = {
  submitted: "Submitted",
  PO_missing: "PO Missing",
  approved: "Approved",
  rescheduled: "Rescheduled",
  awaiting_reschedule_date: "Awaiting Reschedule Date",
  awaiting_for_cancellation: "Awaiting Cancellation",
  in_transit: "In-Transit",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const dates = { pickup_date: utcDateFromNow(10), pickup_time: "09:00", dropoff_date: utcDateFromNow(11), dropoff_time: "12:00" };

type RouteCall = {
  name: string;
  /** The lifecycle entries the call stands for, and the role that makes it. */
  actions: JobAction[];
  role: LifecycleRole;
  /** DECISIONS.md's "allowed from" column, written out. */
  decisions: JobStatus[];
  handler: Handler;
  method: string;
  who: () => SignedIn;
  body: (jobId: number) => Record<string, unknown>;
};

const ALL_BUT_CANCELLED = JOB_STATUSES.filter((s) => s !== "cancelled");
const BEFORE_TRANSIT: JobStatus[] = [
  "submitted",
  "PO_missing",
  "approved",
  "rescheduled",
  "awaiting_reschedule_date",
  "awaiting_for_cancellation",
];

const CALLS: RouteCall[] = [
  {
    name: "customer/fill-po-number",
    actions: ["fill_po"],
    role: "customer",
    decisions: ALL_BUT_CANCELLED,
    handler: fillPoNumber,
    method: "PUT",
    who: () => world.customer,
    body: (jobId) => ({ jobId, po_number: "PO-1" }),
  },
  {
    name: "customer/job-action cancel",
    actions: ["request_cancellation"],
    role: "customer",
    decisions: ["submitted", "approved", "rescheduled", "awaiting_reschedule_date"],
    handler: jobAction,
    method: "POST",
    who: () => world.customer,
    body: (jobId) => ({ jobId, type: "cancel", reason: "Not needed" }),
  },
  {
    name: "customer/update-job-schedule with dates and a reason (customer)",
    actions: ["reschedule", "provide_reschedule_date"],
    role: "customer",
    decisions: ["submitted", "approved", "rescheduled", "awaiting_reschedule_date"],
    handler: updateJobSchedule,
    method: "PUT",
    who: () => world.customer,
    body: (jobId) => ({ jobId, ...dates, reason: "Moved" }),
  },
  {
    name: "customer/update-job-schedule for the future (customer)",
    actions: ["reschedule_for_future"],
    role: "customer",
    decisions: ["submitted", "approved", "rescheduled"],
    handler: updateJobSchedule,
    method: "PUT",
    who: () => world.customer,
    body: (jobId) => ({ jobId, pickup_date: null, pickup_time: null, reason: "Later" }),
  },
  {
    name: "customer/update-job-schedule (admin)",
    actions: ["admin_reschedule"],
    role: "staff",
    decisions: ["submitted", "approved", "rescheduled", "awaiting_reschedule_date"],
    handler: updateJobSchedule,
    method: "PUT",
    who: () => world.admin,
    body: (jobId) => ({ jobId, ...dates, reason: "Moved" }),
  },
  {
    name: "admin/job-approve",
    actions: ["approve"],
    role: "staff",
    decisions: ["submitted", "rescheduled"],
    handler: jobApprove,
    method: "PUT",
    who: () => world.admin,
    body: (jobId) => ({ jobId }),
  },
  {
    name: "admin/job-cancellation",
    actions: ["cancel"],
    role: "staff",
    decisions: ["submitted", "PO_missing", "approved", "rescheduled", "awaiting_reschedule_date"],
    handler: jobCancellation,
    method: "PUT",
    who: () => world.admin,
    body: (jobId) => ({ jobId, reason: "Duplicate" }),
  },
  {
    name: "admin/approve-job-cancellation",
    actions: ["approve_cancellation"],
    role: "staff",
    decisions: ["awaiting_for_cancellation"],
    handler: approveCancellation,
    method: "PUT",
    who: () => world.superadmin,
    body: (jobId) => ({ jobId }),
  },
  {
    name: "admin/decline-job-cancellation",
    actions: ["decline_cancellation"],
    role: "staff",
    decisions: ["awaiting_for_cancellation"],
    handler: declineCancellation,
    method: "PUT",
    who: () => world.superadmin,
    body: (jobId) => ({ jobId }),
  },
  {
    name: "admin/assign-driver",
    actions: ["assign_driver"],
    role: "staff",
    decisions: ["approved"],
    handler: assignDriver,
    method: "POST",
    who: () => world.admin,
    body: (jobId) => ({ jobId, driverId: driver.id }),
  },
  {
    name: "admin/send-Link",
    actions: ["send_link"],
    role: "staff",
    decisions: ["approved"],
    handler: sendLink,
    method: "POST",
    who: () => world.admin,
    body: (jobId) => ({ jobId, driverId: driver.id }),
  },
  {
    name: "customer/update-delivery-address with jobId (admin)",
    actions: ["edit_address"],
    role: "staff",
    decisions: BEFORE_TRANSIT,
    handler: updateDeliveryAddress,
    method: "PUT",
    who: () => world.admin,
    body: (jobId) => ({ jobId, type: "dropoff", business_name: "Gate B", address: "1 New Rd", latitude: 30.1, longitude: -97.2 }),
  },
];

describe.each(CALLS)("$name from every status", (route) => {
  const allowed = (status: JobStatus) => route.actions.some((action) => canPerform(action, route.role, status));

  it("the lifecycle table allows it from the statuses DECISIONS.md lists", () => {
    expect(JOB_STATUSES.filter(allowed).sort()).toEqual([...route.decisions].sort());
  });

  it.each(JOB_STATUSES)("from %s: 200 when allowed, else 409 naming the status", async (status) => {
    const job = await jobFor(db, world.customer, {
      requestStatus: status,
      driverId: driver.id,
      statusBeforeCancellation: status === "awaiting_for_cancellation" ? "approved" : null,
      deliveredAt: status === "delivered" ? new Date() : null,
    });
    const res = await call(route.handler, { method: route.method, body: route.body(job.id), token: route.who().token });
    if (allowed(status)) {
      expectStatus(res, 200);
      return;
    }
    expectStatus(res, 409);
    expect(res.body.message).toContain(TITLES[status]);
    expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: status, updatedAt: job.updatedAt, pickupDate: job.pickupDate });
    expect(await logsOf(db, job.id)).toHaveLength(1);
  });
});
