/** The parts of a job's detail that the job owns: its columns as the API names them, its timeline, track and photos (lib/job-details puts the detail together). */
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { drivers, jobLogs, jobPhotos, jobs, locationUpdates, users, type PhotoKind } from "@/db/schema";
import { fileUrl } from "@/lib/files/file-url";
import { RECENT_TRACK_POINTS } from "../schemas";

/** The vehicle of a job, with the API's names (shared by the staff, customer and driver views). */
export const vehicleColumns = {
  vehicle_year: jobs.vehicleYear,
  vehicle_make: jobs.vehicleMake,
  vehicle_model: jobs.vehicleModel,
  vin_number: jobs.vinNumber,
  fuel_type: jobs.fuelType,
};

export const serviceColumns = {
  deliver_washed: jobs.deliverWashed,
  deliver_full: jobs.deliverFull,
  send_driver_contact_info: jobs.sendDriverContactInfo,
};

/** The pickup and drop-off blocks of a job, with the API's names. */
export const stopColumns = {
  pickup_business_name: jobs.pickupBusinessName,
  pickup_location: jobs.pickupLocation,
  pickup_latitude: jobs.pickupLatitude,
  pickup_longitude: jobs.pickupLongitude,
  pickup_date: jobs.pickupDate,
  pickup_time: jobs.pickupTime,
  pickup_timezone: jobs.pickupTimezone,
  pickup_POC_name: jobs.pickupPocName,
  pickup_POC_phone: jobs.pickupPocPhone,
  pickup_additional_note: jobs.pickupAdditionalNote,
  dropoff_business_name: jobs.dropoffBusinessName,
  dropoff_location: jobs.dropoffLocation,
  dropoff_latitude: jobs.dropoffLatitude,
  dropoff_longitude: jobs.dropoffLongitude,
  dropoff_date: jobs.dropoffDate,
  dropoff_time: jobs.dropoffTime,
  dropoff_timezone: jobs.dropoffTimezone,
  dropoff_POC_name: jobs.dropoffPocName,
  dropoff_POC_phone: jobs.dropoffPocPhone,
  dropoff_POC_email: jobs.dropoffPocEmail,
  dropoff_additional_note: jobs.dropoffAdditionalNote,
};

/**
 * The job's photos as a column of a statement on jobs (saves the statement of listPhotoUrls):
 * [kind, file id] pairs in upload order, for photoUrlsOf.
 */
export const jobPhotoFiles = sql<
  [PhotoKind, string][]
>`(select coalesce(json_agg(json_build_array(${jobPhotos.kind}, ${jobPhotos.fileId}) order by ${jobPhotos.id}), '[]'::json) from ${jobPhotos} where ${jobPhotos.jobId} = ${jobs.id})`;

/** A timeline entry; `event` names what happened when the status did not change (lifecycle.ts JOB_EVENTS), else null. */
export type JobLogItem = {
  id: number;
  request_status: string;
  event: string | null;
  createdAt: Date;
  note: string | null;
  User: { username: string };
};
export type TrackingPoint = { current_latitude: number; current_longitude: number; createdAt: Date; receivedAt?: Date };

/** A position as the tracking view names it (SPEC.md §3): taken at createdAt, received at receivedAt (later when kept without signal). */
const trackColumns = {
  current_latitude: locationUpdates.latitude,
  current_longitude: locationUpdates.longitude,
  createdAt: locationUpdates.createdAt,
  receivedAt: locationUpdates.receivedAt,
};

/** The job's whole track, oldest first (GET driver/update-location). */
export async function listLocationUpdates(db: DbOrTx, jobId: number): Promise<TrackingPoint[]> {
  return db
    .select(trackColumns)
    .from(locationUpdates)
    .where(eq(locationUpdates.jobId, jobId))
    .orderBy(asc(locationUpdates.createdAt), asc(locationUpdates.id));
}

export type RecentTrack = { points: TrackingPoint[]; more: boolean };

/**
 * The job's latest positions (at most `limit`), oldest first as the tracking view shows them,
 * and whether older ones exist. Read backwards through the (job, created_at, id) index, so a
 * long trip costs what a short one does; `before` continues with the positions older than it.
 */
export async function listRecentLocationUpdates(
  db: DbOrTx,
  jobId: number,
  options: { limit?: number; before?: Date } = {},
): Promise<RecentTrack> {
  const { limit = RECENT_TRACK_POINTS, before } = options;
  const values = { jobId, limit: limit + 1, before: before?.toISOString() };
  const rows = await preparedQuery(db, before ? "track_before" : "track_latest", (name) =>
    db
      .select(trackColumns)
      .from(locationUpdates)
      .where(
        and(
          eq(locationUpdates.jobId, sql.placeholder("jobId")),
          before ? lt(locationUpdates.createdAt, sql.placeholder("before")) : undefined,
        ),
      )
      .orderBy(desc(locationUpdates.createdAt), desc(locationUpdates.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  ).execute(values);
  const more = rows.length > limit;
  return { points: rows.slice(0, limit).reverse(), more };
}

/** The timeline: status, who acted (user or driver), when. */
export async function listJobLogs(db: DbOrTx, jobId: number): Promise<JobLogItem[]> {
  const rows = await preparedQuery(db, "job_logs", (name) =>
    db
      .select({
        id: jobLogs.id,
        request_status: jobLogs.requestStatus,
        event: jobLogs.event,
        createdAt: jobLogs.createdAt,
        note: jobLogs.note,
        // By scalar subquery, not joins: the statement plans faster (see the job detail's names).
        username: sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${jobLogs.userId})`,
        driverName: sql<string | null>`(select ${drivers.name} from ${drivers} where ${drivers.id} = ${jobLogs.driverId})`,
      })
      .from(jobLogs)
      .where(eq(jobLogs.jobId, sql.placeholder("jobId")))
      .orderBy(asc(jobLogs.createdAt), asc(jobLogs.id))
      .prepare(name),
  ).execute({ jobId });
  return rows.map(({ username, driverName, ...log }) => ({ ...log, User: { username: username ?? driverName ?? "System" } }));
}

export type PhotoUrls = { inspection: string[]; delivery: string[] };

/** The job's check-in (inspection) and delivery photos as URLs, in upload order: one query. */
export async function listPhotoUrls(db: DbOrTx, jobId: number): Promise<PhotoUrls> {
  const rows = await db
    .select({ kind: jobPhotos.kind, fileId: jobPhotos.fileId })
    .from(jobPhotos)
    .where(eq(jobPhotos.jobId, jobId))
    .orderBy(asc(jobPhotos.id));
  return photoUrlsOf(rows.map((r) => [r.kind, r.fileId]));
}

export function photoUrlsOf(files: readonly (readonly [PhotoKind, string])[]): PhotoUrls {
  const urls = (kind: PhotoKind) => files.filter(([k]) => k === kind).map(([, fileId]) => fileUrl(fileId));
  return { inspection: urls("inspection"), delivery: urls("delivery") };
}
