/**
 * The job's detail as staff and its company's customers see it: the job (lib/jobs) with its
 * inspections and delivery check (lib/inspections), bills of lading (lib/bol) and carrier
 * settings. It sits above those folders, so none of them imports another's view back.
 */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { companies, drivers, inspections, jobs, rides, users, type RideStatus } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { DOCUMENT_WINDOW_MS } from "@/lib/auth/driver-link-token";
import { bolViewsOf, jobBolRows } from "@/lib/bol/issue-bol";
import { pictureUrl } from "@/lib/drivers/profile-picture";
import { claimsViewOf } from "@/lib/inspections/claims";
import { loadJobInspections } from "@/lib/inspections/inspection-view";
import type { PhotoSlot } from "@/lib/inspections/vocabulary";
import { companyJobs, JOB_NOT_FOUND, scopeCompanyId } from "@/lib/jobs/load-job";
import {
  jobPhotoFiles,
  listJobLogs,
  listRecentLocationUpdates,
  photoUrlsOf,
  serviceColumns,
  stopColumns,
  vehicleColumns,
} from "@/lib/jobs/queries/detail-parts";
import { routeDistanceOf } from "@/lib/maps/distance";
import { getCarrierSettings } from "@/lib/settings/carrier-settings";

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
