import { beforeAll, describe, expect, it } from "vitest";
import { PUT as approveCancellation } from "@/app/api/v1/admin/approve-job-cancellation/route";
import { PUT as declineCancellation } from "@/app/api/v1/admin/decline-job-cancellation/route";
import { PUT as jobApprove } from "@/app/api/v1/admin/job-approve/route";
import { PUT as jobCancellation } from "@/app/api/v1/admin/job-cancellation/route";
import { POST as jobAction } from "@/app/api/v1/customer/job-action/route";
import type { Db } from "@/db/client";
import type { JobStatus } from "@/lib/jobs/statuses";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, jobFor, jobRow, logsOf, makeWorld, type Handler, type SignedIn, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const put = (handler: Handler, body: Record<string, unknown>, who: SignedIn = world.admin) =>
  call<{ id: number; request_status: string; driver_id: number | null }>(handler, { method: "PUT", body, token: who.token });

/** The job's timeline after its first entry: [status, acting user]. */
async function newLogs(jobId: number) {
  return (await logsOf(db, jobId)).slice(1).map((l) => [l.requestStatus, l.userId]);
}

describe("PUT admin/job-approve", () => {
  it.each<JobStatus>(["submitted", "rescheduled"])("approves a %s job, with one log by the admin", async (status) => {
    const job = await jobFor(db, world.customer, { requestStatus: status });
    const res = await put(jobApprove, { jobId: job.id });
    expectStatus(res, 200);
    expect(res.body).toEqual({
      success: true,
      message: "Job approved successfully",
      data: { id: job.id, request_status: "approved", driver_id: null },
    });
    expect((await jobRow(db, job.id)).requestStatus).toBe("approved");
    expect(await newLogs(job.id)).toEqual([["approved", world.admin.user.id]]);
  });

  it("answers 409 naming the status when the job is not waiting for approval", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "delivered" });
    const res = await put(jobApprove, { jobId: job.id });
    expectStatus(res, 409);
    expect(res.body.message).toBe("This job is Delivered: it cannot be approved now.");
    expect(await newLogs(job.id)).toEqual([]);
  });

  it("answers 404 for no job and 400 without a jobId", async () => {
    expectStatus(await put(jobApprove, { jobId: 999_999 }), 404);
    expectFieldError(await put(jobApprove, {}), "jobId", "jobId is required.");
  });
});

describe("PUT admin/job-cancellation", () => {
  it.each<JobStatus>(["submitted", "PO_missing", "awaiting_reschedule_date", "rescheduled", "approved"])(
    "cancels a %s job with the reason, one log by the superadmin",
    async (status) => {
      const job = await jobFor(db, world.otherCustomer, { requestStatus: status });
      const res = await put(jobCancellation, { jobId: job.id, reason: "Customer called" }, world.superadmin);
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ message: "Job cancelled successfully", data: { id: job.id, request_status: "cancelled" } });
      expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: "cancelled", cancellationReason: "Customer called" });
      expect(await newLogs(job.id)).toEqual([["cancelled", world.superadmin.user.id]]);
    },
  );

  it("needs a reason: 'please enter cancellation reason first'", async () => {
    const job = await jobFor(db, world.customer);
    for (const reason of [undefined, "", " "]) {
      expectFieldError(await put(jobCancellation, { jobId: job.id, reason }), "reason", "please enter cancellation reason first");
    }
    expect((await jobRow(db, job.id)).requestStatus).toBe("submitted");
  });
});

describe("a customer's cancellation request, approved or declined by an admin", () => {
  async function requested(status: JobStatus) {
    const job = await jobFor(db, world.customer, { requestStatus: status });
    const res = await call(jobAction, {
      method: "POST",
      body: { jobId: job.id, type: "cancel", reason: "No longer needed" },
      token: world.customer.token,
    });
    expectStatus(res, 200);
    return job;
  }

  it("approve-job-cancellation: cancelled, one log by the admin", async () => {
    const job = await requested("approved");
    const res = await put(approveCancellation, { jobId: job.id });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ message: "Cancellation request approved successfully", data: { request_status: "cancelled" } });
    expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: "cancelled", cancellationReason: "No longer needed" });
    expect(await newLogs(job.id)).toEqual([
      ["awaiting_for_cancellation", world.customer.user.id],
      ["cancelled", world.admin.user.id],
    ]);
  });

  it.each<JobStatus>(["submitted", "approved", "rescheduled", "awaiting_reschedule_date"])(
    "decline-job-cancellation restores %s, one log by the admin",
    async (status) => {
      const job = await requested(status);
      const res = await put(declineCancellation, { jobId: job.id });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ message: "Cancellation request declined successfully", data: { request_status: status } });
      expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: status, statusBeforeCancellation: null, cancellationReason: null });
      expect(await newLogs(job.id)).toEqual([
        ["awaiting_for_cancellation", world.customer.user.id],
        [status, world.admin.user.id],
      ]);
    },
  );

  it("answers 409 when there is no request to decide", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "approved" });
    for (const handler of [approveCancellation, declineCancellation]) {
      const res = await put(handler, { jobId: job.id });
      expectStatus(res, 409);
      expect(res.body.message).toContain("Approved");
    }
  });
});

describe("access to the admin status calls", () => {
  it.each([
    ["job-approve", jobApprove],
    ["job-cancellation", jobCancellation],
    ["approve-job-cancellation", approveCancellation],
    ["decline-job-cancellation", declineCancellation],
  ] as const)("%s: 401 anonymous, 403 for a customer, even on his own job", async (_name, handler) => {
    const job = await jobFor(db, world.customer, { requestStatus: "awaiting_for_cancellation", statusBeforeCancellation: "submitted" });
    const body = { jobId: job.id, reason: "x" };
    expectStatus(await call(handler, { method: "PUT", body }), 401);
    expectStatus(await put(handler, body, world.customer), 403);
    expect((await jobRow(db, job.id)).requestStatus).toBe("awaiting_for_cancellation");
  });
});
