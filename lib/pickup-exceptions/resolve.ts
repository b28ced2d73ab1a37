import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { invoiceLines, invoices, pickupExceptions, type Job, type PickupException } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { jobLabel } from "@/lib/format/route-text";
import { transitionJob, type TransitionResult } from "@/lib/jobs/transition-job";
import { cityOf } from "@/lib/places/city";
import { getCarrierSettings } from "@/lib/settings/carrier-settings";
import { PICKUP_EXCEPTION_MESSAGES as M, REASON_LABELS, type ResolvePickupException } from "./schemas";

/** The job's open report, locked with the job's change (the transition holds the job's row). */
async function openReport(tx: Tx, jobId: number): Promise<PickupException> {
  const [open] = await tx
    .select()
    .from(pickupExceptions)
    .where(and(eq(pickupExceptions.jobId, jobId), isNull(pickupExceptions.outcome)))
    .limit(1)
    .for("update");
  if (!open) throw conflict(M.notOpen);
  return open;
}

/**
 * POST admin/resolve-pickup-exception (staff), after a driver's "Can't pick up": `continue` clears
 * the flag and the pickup goes on (timeline "Pickup continues"); `dry_run` cancels the job through
 * the lifecycle (the customer's "job cancelled" mail, "Dry run: <reason>" as its reason), puts the
 * settings' dry-run fee on a draft invoice of the company (a line for the job) and keeps the
 * dry-run pay for the driver's next statement. A reschedule (the job's own form) is the third answer.
 */
export async function resolvePickupException(db: Db, actor: Actor, input: ResolvePickupException): Promise<TransitionResult> {
  assertStaff(actor);
  const resolved = { resolvedBy: actor.id, resolvedAt: new Date() };
  if (input.outcome === "continue")
    return transitionJob(db, {
      who: { kind: "user", actor },
      jobId: input.jobId,
      action: "continue_pickup",
      check: (job, tx) => openReport(tx, job.id),
      changes: () => ({ hasPickupException: false }),
      write: async (_job, tx, report) => {
        await tx
          .update(pickupExceptions)
          .set({ outcome: "continued", ...resolved })
          .where(eq(pickupExceptions.id, report.id));
      },
    });
  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId: input.jobId,
    action: "cancel",
    check: (job, tx) => openReport(tx, job.id),
    changes: (_job, report) => ({ hasPickupException: false, cancellationReason: `Dry run: ${REASON_LABELS[report.reason]}` }),
    note: null,
    write: async (job, tx, report) => {
      const settings = await getCarrierSettings(tx);
      await tx
        .update(pickupExceptions)
        .set({ outcome: "dry_run", dryRunPayCents: settings.dry_run_pay_cents ?? 0, ...resolved })
        .where(eq(pickupExceptions.id, report.id));
      await draftDryRunFee(tx, job, report, settings.dry_run_fee_cents ?? 0);
    },
  });
}

/** A draft invoice of the job's company with the dry-run fee as the job's line (billed once, as any job's line). */
async function draftDryRunFee(tx: Tx, job: Job, report: PickupException, cents: number): Promise<void> {
  const [invoice] = await tx.insert(invoices).values({ companyId: job.companyId, cycle: "per_job" }).returning({ id: invoices.id });
  const place = cityOf(job.pickupLocation, { withRegion: true }) ?? job.pickupLocation;
  await tx.insert(invoiceLines).values({
    invoiceId: invoice!.id,
    jobId: job.id,
    description: `Dry run: ${jobLabel(job.id)}, ${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}, pickup at ${place} (${REASON_LABELS[report.reason]})`,
    cents,
  });
}
