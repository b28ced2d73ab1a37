import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers, jobs, pickupExceptions, users, type PickupExceptionOutcome, type PickupExceptionReason } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { fileUrl } from "@/lib/files/file-url";
import { haversineMiles } from "@/lib/maps/distance";

export type PickupExceptionView = {
  id: string;
  reason: PickupExceptionReason;
  note: string;
  photo_url: string;
  latitude: number;
  longitude: number;
  captured_at: Date;
  reported_at: Date;
  driver_name: string;
  /** How far the phone was from the pickup address, in miles. */
  miles_from_pickup: number;
  outcome: PickupExceptionOutcome | null;
  resolved_by: string | null;
  resolved_at: Date | null;
};

/** A job's "Can't pick up" reports, newest first (staff: the job detail's card). */
export async function pickupExceptionsOfJob(db: DbOrTx, actor: Actor, jobId: number): Promise<PickupExceptionView[]> {
  assertStaff(actor);
  const rows = await db
    .select({
      id: pickupExceptions.id,
      reason: pickupExceptions.reason,
      note: pickupExceptions.note,
      photoFileId: pickupExceptions.photoFileId,
      latitude: pickupExceptions.latitude,
      longitude: pickupExceptions.longitude,
      captured_at: pickupExceptions.capturedAt,
      reported_at: pickupExceptions.createdAt,
      driver_name: drivers.name,
      outcome: pickupExceptions.outcome,
      resolved_by: users.username,
      resolved_at: pickupExceptions.resolvedAt,
      pickupLat: jobs.pickupLatitude,
      pickupLng: jobs.pickupLongitude,
    })
    .from(pickupExceptions)
    .innerJoin(jobs, eq(jobs.id, pickupExceptions.jobId))
    .innerJoin(drivers, eq(drivers.id, pickupExceptions.driverId))
    .leftJoin(users, eq(users.id, pickupExceptions.resolvedBy))
    .where(eq(pickupExceptions.jobId, jobId))
    .orderBy(desc(pickupExceptions.createdAt));
  return rows.map(({ photoFileId, pickupLat, pickupLng, ...row }) => ({
    ...row,
    photo_url: fileUrl(photoFileId),
    miles_from_pickup: haversineMiles({ lat: row.latitude, lng: row.longitude }, { lat: pickupLat, lng: pickupLng }),
  }));
}
