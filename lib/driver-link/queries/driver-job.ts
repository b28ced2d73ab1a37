import { listBols } from "@/lib/bol/issue-bol";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, drivers, jobs } from "@/db/schema";
import { forbidden } from "@/lib/api/errors";
import { routeDistanceOf } from "@/lib/maps/distance";
import { serviceColumns, stopColumns, vehicleColumns } from "@/lib/jobs/queries/detail-parts";
import type { DriverLink } from "../verify-link";
import { getDriverRide } from "./driver-ride";

/**
 * GET driver/job-details-driver: what the driver needs of his job: the vehicle, both stops,
 * the service options and notes for him, the ride so far and isLinkExpired. The stops' contact
 * people always: they are whom he meets and calls (DECISIONS "Who sees what"; "Send driver
 * contact info" tells them his phone, not the other way). The company's internal notes
 * (empire_notes) and the PO never are.
 */
export async function getDriverJob(db: DbOrTx, link: DriverLink) {
  const [[job], ride, billsOfLading] = await Promise.all([
    db
      .select({
        id: jobs.id,
        request_status: jobs.requestStatus,
        company_name: companies.name,
        driver_id: jobs.driverId,
        driver_name: drivers.name,
        ...vehicleColumns,
        ...serviceColumns,
        ...stopColumns,
        driver_notes: jobs.driverNotes,
        route_miles: jobs.routeMiles,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(drivers, eq(drivers.id, jobs.driverId))
      .where(eq(jobs.id, link.jobId))
      .limit(1),
    getDriverRide(db, link.jobId),
    listBols(db, link.jobId),
  ]);
  if (!job) throw forbidden();
  const { route_miles: drivingMiles, ...rest } = job;
  const route_distance = routeDistanceOf({
    from: { lat: job.pickup_latitude, lng: job.pickup_longitude },
    to: { lat: job.dropoff_latitude, lng: job.dropoff_longitude },
    drivingMiles,
  });
  return {
    ...rest,
    route_distance,
    isLinkExpired: link.isLinkExpired,
    ride,
    bills_of_lading: billsOfLading,
  };
}

export type DriverJob = Awaited<ReturnType<typeof getDriverJob>>;
