import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/db/client";
import { companies, inspections, jobs, type Inspection, type Job } from "@/db/schema";
import { conflict, forbidden } from "@/lib/api/errors";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { LINK_MESSAGES } from "@/lib/auth/driver-link-token";
import type { JobStatus } from "@/lib/jobs/statuses";
import { LOCKED, NOT_OPEN_DELIVERY, NOT_OPEN_PICKUP } from "./messages";
import { DEFAULT_REQUIRED_SLOTS, type InspectionKind, type PhotoSlot } from "./vocabulary";

/** The status in which each inspection is made: pickup before the trip (approved), delivery in transit. */
const STATUS_OF: Record<InspectionKind, { status: JobStatus; message: string }> = {
  pickup: { status: "approved", message: NOT_OPEN_PICKUP },
  delivery: { status: "in_transit", message: NOT_OPEN_DELIVERY },
};

/** The photo slots a company's jobs require (its setting, else the default six). */
export async function requiredSlotsOf(db: DbOrTx, companyId: number): Promise<PhotoSlot[]> {
  const [company] = await db.select({ slots: companies.inspectionSlots }).from(companies).where(eq(companies.id, companyId));
  return company?.slots ?? [...DEFAULT_REQUIRED_SLOTS];
}

export type OpenInspection = { tx: Tx; job: Job; inspection: Inspection };

/**
 * Runs a driver's change of an inspection in one transaction: the job row is held (FOR SHARE)
 * and the link checked against it, so a reassignment waits for this change or refuses it (403);
 * the inspection is created when first touched and locked (FOR UPDATE), so its parts and its
 * signing take turns; a signed one is refused (409), as is one out of its time.
 */
export async function changeInspection<T>(
  db: Db,
  link: DriverLink,
  kind: InspectionKind,
  change: (open: OpenInspection) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, link.jobId)).for("share");
    if (!job || job.driverId !== link.driverId || job.linkVersion !== link.version) throw forbidden(LINK_MESSAGES.revoked);
    const inspection = (await lockInspection(tx, job.id, kind)) ?? (await createInspection(tx, job, kind, link.driverId));
    if (inspection.state !== "open") throw conflict(LOCKED);
    if (job.requestStatus !== STATUS_OF[kind].status) throw conflict(STATUS_OF[kind].message);
    return change({ tx, job, inspection });
  });
}

export async function lockInspection(tx: Tx, jobId: number, kind: InspectionKind): Promise<Inspection | undefined> {
  const [row] = await tx
    .select()
    .from(inspections)
    .where(and(eq(inspections.jobId, jobId), eq(inspections.kind, kind)))
    .for("update");
  return row;
}

async function createInspection(tx: Tx, job: Job, kind: InspectionKind, driverId: number): Promise<Inspection> {
  if (job.requestStatus !== STATUS_OF[kind].status) throw conflict(STATUS_OF[kind].message);
  const requiredSlots = await requiredSlotsOf(tx, job.companyId);
  await tx.insert(inspections).values({ jobId: job.id, kind, driverId, requiredSlots }).onConflictDoNothing();
  return (await lockInspection(tx, job.id, kind))!;
}
