/**
 * The seed's check-in and delivery calls (SPEC.md §7 update-riding-details) keep working for
 * older clients: their mileage and notes fill the odometer and notes of an inspection marked
 * "incomplete", their photos its extra photos (DECISIONS.md). Once an inspection is signed, its
 * ride data is the signed record: these calls answer 409 (assertUnsigned) as every other part does.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/db/client";
import { inspectionPhotos, inspections, jobs } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { LOCKED } from "./messages";
import { lockInspection, requiredSlotsOf } from "./open-inspection";
import type { InspectionKind } from "./vocabulary";

export type OlderStep = { jobId: number; driverId: number; kind: InspectionKind; step: { mileage: number; notes: string } };

/** Under the inspection's row lock, so a signature landing meanwhile is seen: a signed inspection refuses the older call. */
export async function assertUnsigned(tx: Tx, jobId: number, kind: InspectionKind): Promise<void> {
  const inspection = await lockInspection(tx, jobId, kind);
  if (inspection?.state === "signed") throw conflict(LOCKED);
}

export async function fillIncompleteInspection(tx: Tx, { jobId, driverId, kind, step }: OlderStep): Promise<void> {
  const [job] = await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return;
  const filled = { state: "incomplete" as const, odometer: step.mileage, notes: step.notes, driverId, updatedAt: new Date() };
  await tx
    .insert(inspections)
    .values({ jobId, kind, requiredSlots: await requiredSlotsOf(tx, job.companyId), ...filled })
    .onConflictDoUpdate({ target: [inspections.jobId, inspections.kind], set: filled, setWhere: ne(inspections.state, "signed") });
}

/** An older client's photo, kept as an extra photo of the incomplete inspection (once, whatever the retries). */
export async function addIncompletePhoto(
  db: DbOrTx,
  photo: { jobId: number; kind: InspectionKind; fileId: string; sha256: string },
): Promise<void> {
  const [inspection] = await db
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.jobId, photo.jobId), eq(inspections.kind, photo.kind), eq(inspections.state, "incomplete")));
  if (!inspection) return;
  await db
    .insert(inspectionPhotos)
    .values({
      id: `older-${inspection.id}-${photo.sha256.slice(0, 40)}`,
      inspectionId: inspection.id,
      place: "extra",
      fileId: photo.fileId,
      sha256: photo.sha256,
      capturedAt: sql`now()`,
    })
    .onConflictDoNothing();
}
