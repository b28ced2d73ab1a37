import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers, rides, tripDocuments } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { fileUrl } from "@/lib/files/file-url";
import { loadJobForActor } from "../load-job";
import { listPhotoUrls, listRecentLocationUpdates } from "./detail-parts";

const url = (id: string | null) => (id ? fileUrl(id) : null);

/** The trip documents of a job as links (SPEC.md §3 "Trip document"), or null before any upload. */
export async function getTripDocuments(db: DbOrTx, jobId: number) {
  const [docs] = await db.select().from(tripDocuments).where(eq(tripDocuments.jobId, jobId));
  if (!docs) return null;
  return {
    daily_driver_log: url(docs.dailyDriverLog),
    flight_confirmation: url(docs.flightConfirmation),
    fuel_receipt: url(docs.fuelReceipt),
    hotel_receipt: url(docs.hotelReceipt),
    additional_notes: docs.additionalNotes,
    other_receipts: JSON.stringify(docs.otherReceipts.map((id) => ({ location: fileUrl(id) }))),
    updatedAt: docs.updatedAt,
  };
}

/** What the driver recorded at check-in and on the way, with the API's names (the staff's and the driver's views). */
export const rideRecordColumns = {
  checkin_mileage: rides.checkinMileage,
  damage_notes: rides.damageNotes,
  ending_mileage: rides.endingMileage,
  delivery_notes: rides.deliveryNotes,
  checkedInAt: rides.checkedInAt,
  startedAt: rides.startedAt,
};

/**
 * GET admin/fetch-ride-details: the driver's check-in and delivery data, photos
 * (`data.delivery_photos`), the latest positions and trip documents of a job.
 */
export async function getRideDetails(db: DbOrTx, actor: Actor, jobId: number) {
  const job = await loadJobForActor(db, actor, jobId);
  const [[ride], photos, tracking, documents] = await Promise.all([
    db
      .select({
        ride_status: rides.rideStatus,
        driver_id: rides.driverId,
        driver_name: drivers.name,
        ...rideRecordColumns,
        deliveredAt: rides.deliveredAt,
      })
      .from(rides)
      .innerJoin(drivers, eq(drivers.id, rides.driverId))
      .where(eq(rides.jobId, job.id)),
    listPhotoUrls(db, job.id),
    listRecentLocationUpdates(db, job.id),
    getTripDocuments(db, job.id),
  ]);
  return {
    jobId: job.id,
    request_status: job.requestStatus,
    ride: ride ?? null,
    delivery_photos: photos.delivery,
    vehicle_photos: photos.inspection,
    location_updates: tracking.points,
    location_updates_more: tracking.more,
    trip_documents: documents,
  };
}
