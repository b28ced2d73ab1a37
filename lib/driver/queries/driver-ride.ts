import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, locationUpdates, rides } from "@/db/schema";
import { DOCUMENT_WINDOW_MS } from "@/lib/jobs/driver-link";
import { listPhotoUrls, type TrackingPoint } from "@/lib/jobs/queries/get-job-details";
import { forbidden } from "@/lib/api/errors";

/** The job's status and ride as the driver's screens and calls answer them. */
export async function getDriverRide(db: DbOrTx, jobId: number) {
  const [[row], vehiclePhotos, deliveryPhotos, [lastLocation]] = await Promise.all([
    db
      .select({
        request_status: jobs.requestStatus,
        delivered_at: jobs.deliveredAt,
        ride_status: rides.rideStatus,
        checkin_mileage: rides.checkinMileage,
        damage_notes: rides.damageNotes,
        ending_mileage: rides.endingMileage,
        delivery_notes: rides.deliveryNotes,
        checkedInAt: rides.checkedInAt,
        startedAt: rides.startedAt,
      })
      .from(jobs)
      .leftJoin(rides, eq(rides.jobId, jobs.id))
      .where(eq(jobs.id, jobId))
      .limit(1),
    listPhotoUrls(db, jobId, "inspection"),
    listPhotoUrls(db, jobId, "delivery"),
    db
      .select({ current_latitude: locationUpdates.latitude, current_longitude: locationUpdates.longitude, createdAt: locationUpdates.createdAt })
      .from(locationUpdates)
      .where(eq(locationUpdates.jobId, jobId))
      .orderBy(desc(locationUpdates.createdAt), desc(locationUpdates.id))
      .limit(1),
  ]);
  if (!row) throw forbidden();
  return {
    jobId,
    ...row,
    /** Until when trip documents may be uploaded (48 hours after delivery). */
    documents_due_at: row.delivered_at ? new Date(row.delivered_at.getTime() + DOCUMENT_WINDOW_MS) : null,
    vehicle_photos: vehiclePhotos,
    delivery_photos: deliveryPhotos,
    last_location: (lastLocation ?? null) as TrackingPoint | null,
  };
}

export type DriverRide = Awaited<ReturnType<typeof getDriverRide>>;
