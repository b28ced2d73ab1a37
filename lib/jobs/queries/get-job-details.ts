import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import {
  companies,
  drivers,
  inspections,
  jobLogs,
  jobPhotos,
  jobs,
  locationUpdates,
  rides,
  users,
  type PhotoKind,
  type RideStatus,
} from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { pictureUrl } from "@/lib/drivers/profile-picture";
import { fileUrl } from "@/lib/files/file-url";
import { bolViewsOf, jobBolRows } from "@/lib/bol/issue-bol";
import type { PhotoSlot } from "@/lib/inspections/vocabulary";
import { claimsViewOf } from "@/lib/inspections/claims";
import { loadJobInspections } from "@/lib/inspections/inspection-view";
import { getCarrierSettings } from "@/lib/settings/carrier-settings";
import { DOCUMENT_WINDOW_MS } from "@/lib/auth/driver-link-token";
import { RECENT_TRACK_POINTS } from "../schemas";
import { companyJobs, JOB_NOT_FOUND, scopeCompanyId } from "../load-job";
import { routeDistanceOf } from "@/lib/maps/distance";

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

/** SPEC.md §3 "Job (detail)": the field names are the API's. */
const detailColumns = {
  id: jobs.id,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  request_status: jobs.requestStatus,
  status_before_cancellation: jobs.statusBeforeCancellation,
  cancellation_reason: jobs.cancellationReason,
  reschedule_reason: jobs.rescheduleReason,
  company_id: jobs.companyId,
  // Names by scalar subquery rather than joins: the statement plans in a fraction of the time.
  company_name: sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${jobs.companyId})`,
  customer_id: jobs.customerId,
  customer_name: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${jobs.customerId})`,
  driver_id: jobs.driverId,
  driver_name: drivers.name,
  driver_phone: drivers.phone,
  driver_picture_file: drivers.profilePicture,
  ...vehicleColumns,
  po_number: jobs.poNumber,
  ...serviceColumns,
  time_relaxation: jobs.timeRelaxation,
  ...stopColumns,
  empire_notes: jobs.empireNotes,
  driver_notes: jobs.driverNotes,
  delivered_at: jobs.deliveredAt,
  route_miles: jobs.routeMiles,
  // The price (DECISIONS.md "Prices"): staff and the job's company customers, the only callers of this query.
  price_cents: jobs.priceCents,
  price_lines: jobs.priceLines,
  price_is_estimate: jobs.priceIsEstimate,
  rate_card_version_id: jobs.rateCardVersionId,
  photo_files: jobPhotoFiles,
  ride_status: sql<RideStatus | null>`(select ${rides.rideStatus} from ${rides} where ${rides.jobId} = ${jobs.id})`,
  company_inspection_slots: sql<
    PhotoSlot[] | null
  >`(select ${companies.inspectionSlots} from ${companies} where ${companies.id} = ${jobs.companyId})`,
  bol_rows: jobBolRows,
  has_inspections: sql<boolean>`exists (select 1 from ${inspections} where ${inspections.jobId} = ${jobs.id})`,
};

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

/**
 * GET customer|admin/get-job-details: `data.jobData` and `data.jobLogs` (INTERFACES.md), in
 * the caller's scope. The job carries its driver, tracking points and photos, so the detail
 * screen needs one call.
 */
export async function getJobDetails(db: DbOrTx, actor: Actor, jobId: number, now: Date = new Date()) {
  const companyId = scopeCompanyId(actor);
  const [row] = await preparedQuery(db, companyId === null ? "job_details_all" : "job_details_company", (name) =>
    db
      .select(detailColumns)
      .from(jobs)
      .leftJoin(drivers, eq(drivers.id, jobs.driverId))
      .where(and(eq(jobs.id, sql.placeholder("jobId")), companyId === null ? undefined : companyJobs(sql.placeholder("companyId"))))
      .limit(1)
      .prepare(name),
  ).execute({ jobId, companyId });
  if (!row) throw notFound(JOB_NOT_FOUND);

  const [jobLogsList, tracking, jobInspections, settings] = await Promise.all([
    listJobLogs(db, jobId),
    listRecentLocationUpdates(db, jobId),
    loadJobInspections(db, jobId, row.company_inspection_slots, { isBegun: row.has_inspections }),
    row.request_status === "delivered" ? getCarrierSettings(db) : null,
  ]);
  const route = {
    from: { lat: row.pickup_latitude, lng: row.pickup_longitude },
    to: { lat: row.dropoff_latitude, lng: row.dropoff_longitude },
    drivingMiles: row.route_miles,
    threshold: { percent: settings?.mileage_percent ?? 0, miles: settings?.mileage_miles ?? 0 },
  };
  const {
    driver_picture_file,
    delivered_at,
    photo_files,
    company_inspection_slots: _slots,
    bol_rows,
    has_inspections: _begun,
    ...job
  } = row;
  const photos = photoUrlsOf(photo_files);
  const isLinkExpired = delivered_at !== null && now.getTime() > delivered_at.getTime() + DOCUMENT_WINDOW_MS;
  return {
    jobData: {
      ...job,
      driverName: job.driver_name,
      profile_Picture: job.driver_id ? pictureUrl(driver_picture_file) : null,
      deliveredAt: delivered_at,
      isLinkExpired,
      location_updates: tracking.points,
      location_updates_more: tracking.more,
      delivery_photos: photos.delivery,
      vehicle_photos: photos.inspection,
      inspections: jobInspections,
      bills_of_lading: bolViewsOf(jobId, bol_rows),
      route_distance: routeDistanceOf(route),
      // The delivery check (new damage, missing keys or loose items, mileage) is shown to the job's customers as to staff.
      claims: claimsViewOf(jobInspections.pickup, jobInspections.delivery, route),
    },
    jobLogs: jobLogsList,
  };
}
export type JobDetails = Awaited<ReturnType<typeof getJobDetails>>;
