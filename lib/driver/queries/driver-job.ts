import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, drivers, jobs } from "@/db/schema";
import { forbidden } from "@/lib/api/errors";
import type { DriverLink } from "../verify-link";
import { getDriverRide } from "./driver-ride";

/**
 * GET driver/job-details-driver: what the driver needs of his job: the vehicle, both stops,
 * the service options and notes for him, the ride so far and isLinkExpired. The stops'
 * contact people are shown only when the customer chose "Send driver contact info"; the
 * company's internal notes (empire_notes) and the PO never are.
 */
export async function getDriverJob(db: DbOrTx, link: DriverLink) {
  const [[job], ride] = await Promise.all([
    db
      .select({
        id: jobs.id,
        request_status: jobs.requestStatus,
        company_name: companies.name,
        driver_id: jobs.driverId,
        driver_name: drivers.name,
        vehicle_year: jobs.vehicleYear,
        vehicle_make: jobs.vehicleMake,
        vehicle_model: jobs.vehicleModel,
        vin_number: jobs.vinNumber,
        fuel_type: jobs.fuelType,
        deliver_washed: jobs.deliverWashed,
        deliver_full: jobs.deliverFull,
        send_driver_contact_info: jobs.sendDriverContactInfo,
        pickup_business_name: jobs.pickupBusinessName,
        pickup_location: jobs.pickupLocation,
        pickup_latitude: jobs.pickupLatitude,
        pickup_longitude: jobs.pickupLongitude,
        pickup_date: jobs.pickupDate,
        pickup_time: jobs.pickupTime,
        pickup_POC_name: jobs.pickupPocName,
        pickup_POC_phone: jobs.pickupPocPhone,
        pickup_additional_note: jobs.pickupAdditionalNote,
        dropoff_business_name: jobs.dropoffBusinessName,
        dropoff_location: jobs.dropoffLocation,
        dropoff_latitude: jobs.dropoffLatitude,
        dropoff_longitude: jobs.dropoffLongitude,
        dropoff_date: jobs.dropoffDate,
        dropoff_time: jobs.dropoffTime,
        dropoff_POC_name: jobs.dropoffPocName,
        dropoff_POC_phone: jobs.dropoffPocPhone,
        dropoff_additional_note: jobs.dropoffAdditionalNote,
        driver_notes: jobs.driverNotes,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(drivers, eq(drivers.id, jobs.driverId))
      .where(eq(jobs.id, link.jobId))
      .limit(1),
    getDriverRide(db, link.jobId),
  ]);
  if (!job) throw forbidden();
  const contact = job.send_driver_contact_info;
  return {
    ...job,
    pickup_POC_name: contact ? job.pickup_POC_name : null,
    pickup_POC_phone: contact ? job.pickup_POC_phone : null,
    dropoff_POC_name: contact ? job.dropoff_POC_name : null,
    dropoff_POC_phone: contact ? job.dropoff_POC_phone : null,
    isLinkExpired: link.isLinkExpired,
    ride,
  };
}

export type DriverJob = Awaited<ReturnType<typeof getDriverJob>>;
