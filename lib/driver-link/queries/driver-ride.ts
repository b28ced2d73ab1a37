import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { jobs, rides } from "@/db/schema";
import { DOCUMENT_WINDOW_MS } from "@/lib/auth/driver-link-token";
import { jobPhotoFiles, photoUrlsOf, type TrackingPoint } from "@/lib/jobs/queries/detail-parts";
import { rideRecordColumns } from "@/lib/jobs/queries/ride-details";
import { forbidden } from "@/lib/api/errors";

/** The job's status and ride as the driver's screens and calls answer them (from jobs left join rides). */
export const driverRideColumns = {
  request_status: jobs.requestStatus,
  delivered_at: jobs.deliveredAt,
  ride_status: rides.rideStatus,
  ...rideRecordColumns,
  last_latitude: jobs.lastLatitude,
  last_longitude: jobs.lastLongitude,
  last_location_at: jobs.lastLocationAt,
  photo_files: jobPhotoFiles,
};

/** Built once per database handle: every driver call answers with it. */
function driverRideQuery(db: DbOrTx) {
  return preparedQuery(db, "driver_ride", (name) =>
    db
      .select(driverRideColumns)
      .from(jobs)
      .leftJoin(rides, eq(rides.jobId, jobs.id))
      .where(eq(jobs.id, sql.placeholder("jobId")))
      .limit(1)
      .prepare(name),
  );
}

export async function getDriverRide(db: DbOrTx, jobId: number) {
  const [row] = await driverRideQuery(db).execute({ jobId });
  if (!row) throw forbidden();
  return driverRideOf(jobId, row);
}

type DriverRideRow = Awaited<ReturnType<ReturnType<typeof driverRideQuery>["execute"]>>[number];

/** A row of driverRideColumns as the API answers it. */
export function driverRideOf(jobId: number, row: DriverRideRow) {
  const { last_latitude, last_longitude, last_location_at, photo_files, ...ride } = row;
  const photos = photoUrlsOf(photo_files);
  const lastLocation: TrackingPoint | null =
    last_latitude !== null && last_longitude !== null && last_location_at !== null
      ? { current_latitude: last_latitude, current_longitude: last_longitude, createdAt: last_location_at }
      : null;
  return {
    jobId,
    ...ride,
    /** Until when trip documents may be uploaded (48 hours after delivery). */
    documents_due_at: row.delivered_at ? new Date(row.delivered_at.getTime() + DOCUMENT_WINDOW_MS) : null,
    vehicle_photos: photos.inspection,
    delivery_photos: photos.delivery,
    last_location: lastLocation,
  };
}

export type DriverRide = ReturnType<typeof driverRideOf>;
