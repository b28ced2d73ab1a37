/**
 * The status-only actions of the job screens (SPEC.md §4, DECISIONS.md): each is one entry of
 * the lifecycle table applied through transitionJob.
 */
import type { Db } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { adminCancelSchema, fillPoSchema, jobActionSchema, jobRefSchema } from "./schemas";
import { transitionJob, type TransitionResult } from "./transition-job";

/** The answer to a customer's cancellation request: the job is not cancelled until an admin approves. */
export const CANCELLATION_REQUESTED = "Your cancellation request has been sent. The job will be cancelled once an admin approves it.";

/** POST customer/job-action with type 'cancel': a cancellation request; the status before is remembered. */
export async function requestCancellation(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const { jobId, reason } = parseOrThrow(jobActionSchema, body);
  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId,
    action: "request_cancellation",
    changes: (job) => ({ statusBeforeCancellation: job.requestStatus, cancellationReason: reason }),
    note: reason,
  });
}

/** PUT admin/job-cancellation: the admin cancels directly, with a reason. */
export async function cancelJob(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const { jobId, reason } = parseOrThrow(adminCancelSchema, body);
  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId,
    action: "cancel",
    changes: () => ({ cancellationReason: reason }),
    note: reason,
  });
}

/** PUT admin/approve-job-cancellation. */
export async function approveCancellation(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const { jobId } = parseOrThrow(jobRefSchema, body);
  return transitionJob(db, { who: { kind: "user", actor }, jobId, action: "approve_cancellation" });
}

/** PUT admin/decline-job-cancellation: back to the status before the request. */
export async function declineCancellation(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const { jobId } = parseOrThrow(jobRefSchema, body);
  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId,
    action: "decline_cancellation",
    changes: () => ({ statusBeforeCancellation: null, cancellationReason: null }),
  });
}

/** PUT admin/job-approve. */
export async function approveJob(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const { jobId } = parseOrThrow(jobRefSchema, body);
  return transitionJob(db, { who: { kind: "user", actor }, jobId, action: "approve" });
}

/** PUT customer/fill-po-number: PO_missing becomes submitted; other statuses stay. */
export async function fillPoNumber(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const { jobId, po_number } = parseOrThrow(fillPoSchema, body);
  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId,
    action: "fill_po",
    changes: () => ({ poNumber: po_number }),
  });
}
