import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { pickupExceptions, rides } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import type { Upload } from "@/lib/driver-link/uploads";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { transitionJob } from "@/lib/jobs/transition-job";
import { deleteStoredFile, storeFile } from "@/lib/storage/store-file";
import { PICKUP_EXCEPTION_MESSAGES as M, REASON_LABELS, type ReportPickupException } from "./schemas";

class SentTwice extends Error {}

/**
 * POST driver/report-pickup-exception: "Can't pick up", before check-in, with a photo and the
 * phone's position. Through the lifecycle (the driver's link, an approved job), in one
 * transaction: the report, the job's "pickup exception" flag, the timeline entry, and the staff's
 * mail and the `job.pickup_exception` webhook. The same id sent again is stored once.
 */
export async function reportPickupException(db: Db, link: DriverLink, input: ReportPickupException, photo: Upload): Promise<void> {
  const [known] = await db.select({ id: pickupExceptions.id }).from(pickupExceptions).where(eq(pickupExceptions.id, input.id));
  if (known) return;
  const fileId = await storeFile(db, { ...photo, jobId: link.jobId });
  const label = REASON_LABELS[input.reason];
  try {
    await transitionJob(db, {
      who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
      jobId: link.jobId,
      action: "report_pickup_exception",
      check: async (_job, tx) => {
        const [ride] = await tx.select({ at: rides.checkedInAt }).from(rides).where(eq(rides.jobId, link.jobId));
        if (ride?.at) throw conflict(M.afterCheckIn);
      },
      changes: () => ({ hasPickupException: true }),
      note: input.note ? `${label}: ${input.note}` : label,
      write: async (_job, tx) => {
        const inserted = await tx
          .insert(pickupExceptions)
          .values({
            id: input.id,
            jobId: link.jobId,
            driverId: link.driverId,
            reason: input.reason,
            note: input.note,
            photoFileId: fileId,
            latitude: input.latitude,
            longitude: input.longitude,
            capturedAt: input.captured_at,
          })
          .onConflictDoNothing()
          .returning({ id: pickupExceptions.id });
        // The same report sent twice at once: the other one won; this one's change is rolled back.
        if (!inserted.length) throw new SentTwice();
      },
    });
  } catch (error) {
    await deleteStoredFile(db, fileId);
    if (!(error instanceof SentTwice)) throw error;
  }
}

/** The job's open report (staff's decision pending), if any. */
export async function openPickupException(db: DbOrTx, jobId: number) {
  const [open] = await db
    .select()
    .from(pickupExceptions)
    .where(and(eq(pickupExceptions.jobId, jobId), isNull(pickupExceptions.outcome)))
    .orderBy(pickupExceptions.createdAt)
    .limit(1);
  return open ?? null;
}
