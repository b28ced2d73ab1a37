import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { jobLogs, jobs, type Job } from "@/db/schema";
import { conflict, forbidden } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { isAllowedFor, isAllowedFrom, LIFECYCLE, nextStatus, notAllowedMessage, type JobAction, type LifecycleRole } from "./lifecycle";
import { BOL_OF_ACTION, EVENTS_OF_ACTION, type NotificationEvent } from "@/lib/events/events";
import { notifyJob } from "@/lib/notifications/notify";
import { enqueueBolIssue, enqueueInvoiceDraft } from "@/lib/outbox/outbox";
import { loadJobForActor } from "./load-job";
import { LINK_MESSAGES } from "@/lib/auth/driver-link-token";
import type { JobStatus } from "./statuses";

/** Who acts on a job: a signed-in user, or a driver through his verified link (of that assignment's version). */
export type JobActor = { kind: "user"; actor: Actor } | { kind: "driver"; driverId: number; linkVersion: number };

export function lifecycleRole(who: JobActor): LifecycleRole {
  if (who.kind === "driver") return "driver";
  return who.actor.role === "customer" ? "customer" : "staff";
}

/** `Checked` is what `check` found (an inspection, its flags), handed on to `changes` and `write`. */
export type TransitionInput<Checked = void> = {
  who: JobActor;
  jobId: number;
  action: JobAction;
  /** Rules beyond the status (a driver present, a ride not started...): throw to refuse. */
  check?: (job: Job, tx: Tx) => Promise<Checked> | Checked;
  /** Columns written with the status change. */
  changes?: (job: Job, checked: Checked) => PgUpdateSetSource<typeof jobs>;
  /** Kept on the timeline entry (a reason, the new dates...). */
  note?: string | null;
  /** Rows that belong to the change (a ride, a position), written in its transaction once the status update won. */
  write?: (job: Job, tx: Tx, checked: Checked) => Promise<void>;
  /** Events beyond the table's that what `check` found raises (a delivery's claim flags, DELIVERY_FLAG_EVENTS). */
  raises?: (checked: Checked) => readonly NotificationEvent[];
};

export type TransitionResult = { job: Job; from: JobStatus; to: JobStatus };

/**
 * Every change of a job goes through here: in one transaction, load it in the caller's scope
 * (404 for outsiders) with its row locked, so concurrent changes of one job take turns and each
 * sees the one before; a driver's link must still be the job's assignment (403 once
 * reassigned); ask the lifecycle table (403 for the role, 409 for the status), update only if
 * the status is still the one checked, and write the timeline entry and the change's follow-up
 * work (mail, webhooks, the BOL's issue) to the outbox, from the tables of lib/events/events.ts.
 */
export async function transitionJob<Checked = void>(db: Db, input: TransitionInput<Checked>): Promise<TransitionResult> {
  const { who, jobId, action } = input;
  const role = lifecycleRole(who);
  if (!isAllowedFor(action, role)) throw forbidden();

  return db.transaction(async (tx) => {
    const job = who.kind === "user" ? await loadJobForActor(tx, who.actor, jobId, { lock: true }) : await loadJobById(tx, jobId);
    if (who.kind === "driver" && (job.driverId !== who.driverId || job.linkVersion !== who.linkVersion))
      throw forbidden(LINK_MESSAGES.revoked);
    if (!isAllowedFrom(action, job.requestStatus)) throw conflict(notAllowedMessage(action, job.requestStatus));
    const checked = (await input.check?.(job, tx)) as Checked;

    const from = job.requestStatus;
    const to = nextStatus(action, from, job.statusBeforeCancellation);
    const [updated] = await tx
      .update(jobs)
      .set({ ...input.changes?.(job, checked), requestStatus: to, updatedAt: new Date() })
      .where(and(eq(jobs.id, job.id), eq(jobs.requestStatus, from)))
      .returning();
    if (!updated) {
      // Someone else changed the status between our read and our write: name where it is now.
      const [current] = await tx.select({ status: jobs.requestStatus }).from(jobs).where(eq(jobs.id, job.id));
      throw conflict(notAllowedMessage(action, current?.status ?? from));
    }
    await input.write?.(updated, tx, checked);

    const event = to === from ? LIFECYCLE[action].eventWithoutChange : undefined;
    if (to !== from || event) {
      await tx.insert(jobLogs).values({
        jobId: job.id,
        requestStatus: to,
        event: event ?? null,
        userId: who.kind === "user" ? who.actor.id : null,
        driverId: who.kind === "driver" ? who.driverId : null,
        note: input.note ?? null,
      });
    }
    // Who hears of the change, in its transaction (lib/events/events.ts: one table).
    const events = [...(EVENTS_OF_ACTION[action] ?? []), ...(input.raises?.(checked) ?? [])];
    if (events.length > 0) await notifyJob(tx, updated, events, { note: input.note });
    const bol = BOL_OF_ACTION[action];
    if (bol) await enqueueBolIssue(tx, updated.id, bol.version);
    // A delivered job is billable: its draft (or its wait for a PO or the month) follows, like the BOL.
    if (to === "delivered" && from !== "delivered") await enqueueInvoiceDraft(tx, updated.id);
    // A PO given after delivery: the draft that waited for it follows now.
    else if (to === "delivered" && action === "fill_po") await enqueueInvoiceDraft(tx, updated.id, `po:${updated.poNumber}`);
    return { job: updated, from, to };
  });
}

async function loadJobById(tx: Tx, jobId: number): Promise<Job> {
  const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).limit(1).for("update");
  if (!job) throw forbidden();
  return job;
}
