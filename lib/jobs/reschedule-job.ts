import type { Db } from "@/db/client";
import { and, eq, isNull } from "drizzle-orm";
import { pickupExceptions } from "@/db/schema";
import { fieldError, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { rescheduleNeedsReason, type JobAction } from "./lifecycle";
import { loadJobForActor } from "./load-job";
import { RESCHEDULE_REASON_REQUIRED, rescheduleSchema, type RescheduleInput } from "./schemas";
import { zoneAt } from "@/lib/places/zone-at";
import { writeNewPrice } from "@/lib/pricing/price-job";
import { pickupTimingError, TIMING_MESSAGES } from "./timing";
import { transitionJob, type TransitionResult } from "./transition-job";

/**
 * PUT customer/update-job-schedule. Which lifecycle action it is depends on the caller and the
 * payload (DECISIONS.md): a customer's reschedule with dates and a reason; a new date for a job
 * awaiting one (no reason needed); "reschedule for future" (a reason, no dates); or, with an
 * admin token, the admin's reschedule. New dates are written at once in every case.
 */
export async function rescheduleJob(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const input = parseOrThrow(rescheduleSchema, body);
  const job = await loadJobForActor(db, actor, input.jobId);
  const hasDates = Boolean(input.pickup_date || input.pickup_time);
  const action = chooseAction(actor, job.requestStatus, hasDates);

  if (action === "reschedule_for_future") {
    // Nothing sent for a job awaiting its new date: what it needs is the date, not a reason.
    if (!input.reason && job.requestStatus === "awaiting_reschedule_date") {
      throw fieldError("pickup_date", TIMING_MESSAGES.rescheduleRequired);
    }
    if (!input.reason) throw fieldError("reason", RESCHEDULE_REASON_REQUIRED);
  } else {
    const zone = job.pickupTimezone ?? zoneAt(job.pickupLatitude, job.pickupLongitude);
    const problem = pickupTimingError({ date: input.pickup_date, time: input.pickup_time }, new Date(), "reschedule", zone);
    if (problem) throw fieldError(problem.field, problem.message);
    if (rescheduleNeedsReason(job.requestStatus) && !input.reason) throw fieldError("reason", RESCHEDULE_REASON_REQUIRED);
  }

  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId: job.id,
    action,
    // Staff's new date is one answer to a driver's "Can't pick up": the flag clears and the report closes.
    changes: () => ({
      ...newDates(input, action),
      rescheduleReason: input.reason ?? null,
      ...(action === "admin_reschedule" ? { hasPickupException: false } : {}),
    }),
    // New dates price a quote again (not once approved): the expedite and after-hours rules read the pickup.
    write: async (job, tx) => {
      await writeNewPrice(job, tx);
      if (action === "admin_reschedule")
        await tx
          .update(pickupExceptions)
          .set({ outcome: "rescheduled", resolvedBy: actor.id, resolvedAt: new Date() })
          .where(and(eq(pickupExceptions.jobId, job.id), isNull(pickupExceptions.outcome)));
    },
    note:
      action === "reschedule_for_future"
        ? (input.reason ?? null)
        : [`New pickup ${input.pickup_date} ${input.pickup_time}`, input.reason].filter(Boolean).join(": "),
  });
}

function chooseAction(actor: Actor, status: string, hasDates: boolean): JobAction {
  if (actor.role !== "customer") return "admin_reschedule";
  if (!hasDates) return "reschedule_for_future";
  return status === "awaiting_reschedule_date" ? "provide_reschedule_date" : "reschedule";
}

/** The new dates; drop-off fields left out of the call keep the stored drop-off (null clears it). */
function newDates(input: RescheduleInput, action: JobAction) {
  if (action === "reschedule_for_future") return {};
  return {
    pickupDate: input.pickup_date!,
    pickupTime: input.pickup_time!,
    ...(input.dropoff_date === undefined ? {} : { dropoffDate: input.dropoff_date }),
    ...(input.dropoff_time === undefined ? {} : { dropoffTime: input.dropoff_time }),
    ...(input.time_relaxation === undefined ? {} : { timeRelaxation: input.time_relaxation }),
  };
}
