import { and, between, eq, ne, notInArray } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "@/db/client";
import { appSettings, driverDaysOff, jobs, type Job } from "@/db/schema";
import { AppError, parseOrThrow } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { assignDriver } from "@/lib/jobs/assign-driver";
import { jobDriverSchema } from "@/lib/jobs/schemas";
import type { TransitionResult } from "@/lib/jobs/transition-job";
import {
  assignmentWarnings,
  DEFAULT_MILES_PER_DAY,
  FINISHED_STATUSES,
  hasWarnings,
  occupiedSpan,
  spanDates,
  type AssignmentWarnings,
} from "./occupied-span";

export const NEEDS_CONFIRMATION = "This driver is busy or off then: confirm to assign anyway.";

/** The board's assignment: the modal's fields, and the dispatcher's confirmation of the warnings. */
export const boardAssignSchema = jobDriverSchema.extend({
  confirmed: z.preprocess((value) => value === true || value === "true" || value === "on", z.boolean()).default(false),
});
export type BoardAssign = z.infer<typeof boardAssignSchema>;

/**
 * Assigns from the board (drop or card menu) through the modal's service, so the refusals are the
 * modal's (409 for the status, 400 for an inactive driver); an overlap with the driver's other jobs or
 * a day off then answers 409 with the warnings until the dispatcher confirms.
 */
export async function assignOnBoard(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  assertStaff(actor);
  const { jobId, driverId, confirmed } = parseOrThrow(boardAssignSchema, body);
  return assignDriver(
    db,
    actor,
    { jobId, driverId },
    {
      check: async (job, tx) => {
        if (confirmed) return;
        const warnings = await warningsFor(tx, job, driverId);
        if (hasWarnings(warnings)) throw needsConfirmation(warnings);
      },
    },
  );
}

async function warningsFor(tx: Tx, job: Job, driverId: number): Promise<AssignmentWarnings> {
  const [settings] = await tx.select({ milesPerDay: appSettings.milesPerDay }).from(appSettings).where(eq(appSettings.id, 1));
  const milesPerDay = settings?.milesPerDay ?? DEFAULT_MILES_PER_DAY;
  const span = occupiedSpan(job, milesPerDay);
  if (!span) return { overlappingJobIds: [], daysOff: [] };
  const dates = spanDates(span);
  const [others, daysOff] = await Promise.all([
    tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.driverId, driverId), ne(jobs.id, job.id), notInArray(jobs.requestStatus, [...FINISHED_STATUSES]))),
    tx
      .select({ day: driverDaysOff.day })
      .from(driverDaysOff)
      .where(and(eq(driverDaysOff.driverId, driverId), between(driverDaysOff.day, dates[0]!, dates.at(-1)!))),
  ]);
  const driverJobs = others.flatMap((other) => {
    const otherSpan = occupiedSpan(other, milesPerDay);
    return otherSpan ? [{ jobId: other.id, span: otherSpan }] : [];
  });
  return assignmentWarnings({ jobId: job.id, span, driverJobs, daysOff: daysOff.map((row) => row.day) });
}

function needsConfirmation(warnings: AssignmentWarnings): AppError {
  const errors: Record<string, string[]> = {};
  if (warnings.overlappingJobIds.length > 0) errors.overlap = warnings.overlappingJobIds.map((id) => `Overlaps job #${id}.`);
  if (warnings.daysOff.length > 0) errors.dayOff = warnings.daysOff.map((day) => `Marked off on ${day}.`);
  return new AppError("CONFLICT", NEEDS_CONFIRMATION, { errors });
}
