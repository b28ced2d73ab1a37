import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "@/db/client";
import { inspections, jobLogs, type Job } from "@/db/schema";
import { fieldError } from "@/lib/api/errors";
import { consume, type Limit } from "@/lib/api/rate-limit";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { VIN_MISMATCH } from "./messages";
import { changeInspection } from "./open-inspection";
import type { vinCheckSchema } from "./schemas";

/** A driver mistypes a few times; a script guessing VINs is what this stops (150 tries in 4.6 s were once taken). */
export const VIN_CHECK_LIMIT: Limit = { max: 10, windowMs: 10 * 60_000 };

/**
 * The VIN check of the pickup inspection: the last 6 characters (or all 17) typed from the
 * vehicle. Limited per link in the database's counters (every instance shares them). A mismatch
 * stops the check-in and is told on the timeline, one entry for a run of wrong tries.
 */
export async function checkVin(db: Db, link: DriverLink, part: z.infer<typeof vinCheckSchema>): Promise<boolean> {
  await consume(db, [[`check-vin:link:${link.jobId}:${link.driverId}:${link.version}`, VIN_CHECK_LIMIT]]);
  return changeInspection(db, link, "pickup", async ({ tx, job, inspection }) => {
    const matches = part.vin.length === 17 ? part.vin === job.vinNumber : job.vinNumber.endsWith(part.vin);
    if (matches) {
      await tx.update(inspections).set({ vinCheckedAt: new Date(), updatedAt: new Date() }).where(eq(inspections.id, inspection.id));
      return true;
    }
    await logMismatch(tx, job, link.driverId, part.vin);
    return false;
  });
}

export const vinMismatch = () => fieldError("vin", VIN_MISMATCH);

export const mismatchNote = (times: number, entered: string, vin: string) =>
  `VIN mismatch at pickup${times > 1 ? ` (${times} tries)` : ""}: the driver entered ${entered}${times > 1 ? " last" : ""}; the job's VIN is ${vin}.`;

/**
 * One timeline entry per run of wrong tries: while the job's latest entry is this driver's
 * mismatch, it counts the try instead of a new entry. The inspection's row lock (changeInspection)
 * makes the checks of one job take turns, so no try is lost between the read and the write.
 */
async function logMismatch(tx: Tx, job: Job, driverId: number, entered: string): Promise<void> {
  const [last] = await tx
    .select({ id: jobLogs.id, event: jobLogs.event, driverId: jobLogs.driverId, times: jobLogs.times })
    .from(jobLogs)
    .where(eq(jobLogs.jobId, job.id))
    .orderBy(desc(jobLogs.createdAt), desc(jobLogs.id))
    .limit(1);
  if (last?.event === "vin_mismatch" && last.driverId === driverId) {
    const times = last.times + 1;
    await tx
      .update(jobLogs)
      .set({ times, note: mismatchNote(times, entered, job.vinNumber) })
      .where(eq(jobLogs.id, last.id));
    return;
  }
  await tx.insert(jobLogs).values({
    jobId: job.id,
    requestStatus: job.requestStatus,
    event: "vin_mismatch",
    driverId,
    note: mismatchNote(1, entered, job.vinNumber),
  });
}
