import { beforeAll, describe, expect, it } from "vitest";
import { PUT as fillPoNumber } from "@/app/api/v1/customer/fill-po-number/route";
import { POST as jobAction } from "@/app/api/v1/customer/job-action/route";
import type { Db } from "@/db/client";
import type { JobStatus } from "@/lib/jobs/statuses";
import { resetDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { expectFieldError, expectStatus, jobFor, jobRow, logsOf, makeWorld, type SignedIn, type World } from "./helpers";

let db: Db;
let world: World;

beforeAll(async () => {
  db = await resetDatabase();
  world = await makeWorld(db);
});

const cancel = (body: Record<string, unknown>, who: SignedIn = world.customer) =>
  call<{ id: number; request_status: string }>(jobAction, { method: "POST", body: { type: "cancel", ...body }, token: who.token });
const fillPo = (body: Record<string, unknown>, who: SignedIn = world.customer) =>
  call<{ id: number; request_status: string; po_number: string }>(fillPoNumber, { method: "PUT", body, token: who.token });

describe("POST customer/job-action (type 'cancel')", () => {
  it.each<JobStatus>(["submitted", "approved", "rescheduled", "awaiting_reschedule_date"])(
    "from %s: a cancellation request that remembers the status before, with one log by the customer",
    async (status) => {
      const job = await jobFor(db, world.customer, { requestStatus: status });
      const res = await cancel({ jobId: job.id, reason: "  Plans changed  " });
      expectStatus(res, 200);
      expect(res.body).toEqual({
        success: true,
        message: "Your cancellation request has been sent. The job will be cancelled once an admin approves it.",
        data: { id: job.id, request_status: "awaiting_for_cancellation" },
      });
      expect(await jobRow(db, job.id)).toMatchObject({
        requestStatus: "awaiting_for_cancellation",
        statusBeforeCancellation: status,
        cancellationReason: "Plans changed",
      });
      const logs = await logsOf(db, job.id);
      expect(logs).toHaveLength(2);
      expect(logs[1]).toMatchObject({ requestStatus: "awaiting_for_cancellation", userId: world.customer.user.id, note: "Plans changed" });
    },
  );

  it("needs a reason: 'please enter cancellation reason first'", async () => {
    const job = await jobFor(db, world.customer);
    for (const reason of [undefined, "", "   "]) {
      expectFieldError(await cancel({ jobId: job.id, reason }), "reason", "please enter cancellation reason first");
    }
    expect((await jobRow(db, job.id)).requestStatus).toBe("submitted");
    expect(await logsOf(db, job.id)).toHaveLength(1);
  });

  it("knows only the type 'cancel'", async () => {
    const job = await jobFor(db, world.customer);
    const res = await call(jobAction, {
      method: "POST",
      body: { jobId: job.id, type: "approve", reason: "x" },
      token: world.customer.token,
    });
    expectStatus(res, 400);
    expect(res.body.errors?.type).toBeDefined();
    expect((await jobRow(db, job.id)).requestStatus).toBe("submitted");
  });

  it("answers 404 for another company's job and for no job", async () => {
    const job = await jobFor(db, world.otherCustomer);
    const res = await cancel({ jobId: job.id, reason: "mine now" });
    expectStatus(res, 404);
    expect(res.body.message).toBe("Job not found.");
    expect((await jobRow(db, job.id)).requestStatus).toBe("submitted");
    expectStatus(await cancel({ jobId: 999_999, reason: "x" }), 404);
  });

  it("is a customer's call: 401 anonymous, 403 for staff", async () => {
    const job = await jobFor(db, world.customer);
    expectStatus(await call(jobAction, { method: "POST", body: { jobId: job.id, type: "cancel", reason: "x" } }), 401);
    expectStatus(await cancel({ jobId: job.id, reason: "x" }, world.admin), 403);
    expectStatus(await cancel({ jobId: job.id, reason: "x" }, world.superadmin), 403);
    expect((await jobRow(db, job.id)).requestStatus).toBe("submitted");
  });
});

describe("PUT customer/fill-po-number", () => {
  it("saves the PO and turns PO_missing into submitted, with one log by the customer", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "PO_missing", poNumber: null });
    const res = await fillPo({ jobId: job.id, po_number: " po-991 " });
    expectStatus(res, 200);
    expect(res.body).toEqual({
      success: true,
      message: "PO Number submitted successfully",
      data: { id: job.id, request_status: "submitted", po_number: "PO-991" },
    });
    expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: "submitted", poNumber: "PO-991" });
    const logs = await logsOf(db, job.id);
    expect(logs.map((l) => [l.requestStatus, l.userId])).toEqual([
      ["PO_missing", world.customer.user.id],
      ["submitted", world.customer.user.id],
    ]);
  });

  it.each<JobStatus>(["approved", "in_transit", "delivered", "awaiting_for_cancellation"])(
    "in %s: saves the PO and keeps the status, without a log",
    async (status) => {
      const job = await jobFor(db, world.customer, { requestStatus: status });
      const res = await fillPo({ jobId: job.id, po_number: "NEW-1" });
      expectStatus(res, 200);
      expect(res.body.data).toMatchObject({ request_status: status, po_number: "NEW-1" });
      expect(await logsOf(db, job.id)).toHaveLength(1);
    },
  );

  it("needs a PO: 'Please enter a PO Number'", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "PO_missing", poNumber: null });
    for (const po_number of [undefined, "", "  "]) {
      expectFieldError(await fillPo({ jobId: job.id, po_number }), "po_number", "Please enter a PO Number");
    }
    expect(await jobRow(db, job.id)).toMatchObject({ requestStatus: "PO_missing", poNumber: null });
  });

  it("answers 409 naming the status for a cancelled job", async () => {
    const job = await jobFor(db, world.customer, { requestStatus: "cancelled" });
    const res = await fillPo({ jobId: job.id, po_number: "LATE-1" });
    expectStatus(res, 409);
    expect(res.body.message).toContain("Cancelled");
  });

  it("answers 404 for another company's job, 403 for staff, 401 anonymous", async () => {
    const foreign = await jobFor(db, world.otherCustomer, { requestStatus: "PO_missing", poNumber: null });
    expectStatus(await fillPo({ jobId: foreign.id, po_number: "X-1" }), 404);
    expect((await jobRow(db, foreign.id)).poNumber).toBeNull();
    expectStatus(await fillPo({ jobId: foreign.id, po_number: "X-1" }, world.admin), 403);
    expectStatus(await call(fillPoNumber, { method: "PUT", body: { jobId: foreign.id, po_number: "X-1" } }), 401);
  });
});
