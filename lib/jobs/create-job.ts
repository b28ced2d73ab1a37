import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobLogs, jobs, vehicleMakes } from "@/db/schema";
import { notifyJob } from "@/lib/notifications/notify";
import { fieldError, forbidden, parseOrThrow, validationError, type FieldErrors } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { listJobItemsByIds, type JobListItem } from "./queries/list-jobs";
import { drivingMiles } from "@/lib/maps/driving-distance";
import { jobPriceView, priceRequest, type JobPriceView } from "@/lib/pricing/price-job";
import { requestToPrice } from "./quote-job";
import { zoneAt } from "@/lib/places/zone-at";
import { createJobSchema, type CreateJobInput } from "./schemas";
import { pickupTimingError } from "./timing";

/**
 * POST customer/create-job: one job per vehicle (DECISIONS.md), `submitted` when the vehicle
 * has a PO number and `PO_missing` otherwise, each with its first timeline entry. Answers the
 * jobs with the API's field names (the list item of SPEC.md §3), one per vehicle in order.
 * Each place's time zone comes from its coordinates; the pickup rules read the pickup's clock.
 * Each job keeps its quote (DECISIONS.md "Prices"), which the answer adds to the list item.
 */
export async function createJobs(db: Db, actor: Actor, body: unknown): Promise<(JobListItem & JobPriceView)[]> {
  if (actor.role !== "customer" || !actor.companyId) throw forbidden();
  const input = parseOrThrow(createJobSchema, body);
  const pickupZone = zoneAt(input.pickup_latitude, input.pickup_longitude);
  const timing = pickupTimingError({ date: input.pickup_date, time: input.pickup_time }, new Date(), "wizard", pickupZone);
  if (timing) throw fieldError(timing.field, timing.message);
  const dropoffZone = zoneAt(input.dropoff_latitude, input.dropoff_longitude);
  await assertVehiclesInCatalogue(db, input);
  const companyId = actor.companyId;
  // Outside the transaction: Google's answer (when the server has a key) holds no lock.
  const routeMiles = await drivingMiles(
    { lat: input.pickup_latitude, lng: input.pickup_longitude },
    { lat: input.dropoff_latitude, lng: input.dropoff_longitude },
  );

  const priced = await priceRequest(db, requestToPrice(input, { companyId, pickupZone, drivingMiles: routeMiles }));

  return db.transaction(async (tx) => {
    const created = await tx
      .insert(jobs)
      .values(
        input.vehicle_details.map((vehicle, i) => ({
          companyId,
          customerId: actor.id,
          requestStatus: vehicle.PO_number ? ("submitted" as const) : ("PO_missing" as const),
          vehicleYear: vehicle.year,
          vehicleMake: vehicle.make,
          vehicleModel: vehicle.model,
          vinNumber: vehicle.vinNumber,
          fuelType: vehicle.fueltype,
          poNumber: vehicle.PO_number || null,
          deliverWashed: input.deliver_washed,
          deliverFull: input.deliver_full,
          sendDriverContactInfo: input.send_driver_contact_info,
          timeRelaxation: input.time_relaxation,
          pickupBusinessName: input.pickup_business_name,
          pickupLocation: input.pickup_location,
          pickupLatitude: input.pickup_latitude,
          pickupLongitude: input.pickup_longitude,
          pickupDate: input.pickup_date,
          pickupTime: input.pickup_time,
          pickupTimezone: pickupZone,
          pickupPocName: input.pickup_POC_name,
          pickupPocPhone: input.pickup_POC_phone,
          pickupAdditionalNote: input.pickup_additional_note,
          dropoffBusinessName: input.dropoff_business_name,
          dropoffLocation: input.dropoff_location,
          dropoffLatitude: input.dropoff_latitude,
          dropoffLongitude: input.dropoff_longitude,
          dropoffDate: input.dropoff_date ?? null,
          dropoffTime: input.dropoff_time ?? null,
          dropoffTimezone: dropoffZone,
          dropoffPocName: input.dropoff_POC_name,
          dropoffPocPhone: input.dropoff_POC_phone,
          dropoffPocEmail: input.dropoff_POC_email ?? null,
          dropoffAdditionalNote: input.dropoff_additional_note,
          empireNotes: input.empire_notes,
          driverNotes: input.driver_notes,
          routeMiles,
          ...priced[i]!.columns,
        })),
      )
      .returning();
    await tx.insert(jobLogs).values(created.map((job) => ({ jobId: job.id, requestStatus: job.requestStatus, userId: actor.id })));
    for (const job of created) await notifyJob(tx, job, ["job_received", "new_job_request"]);
    const items = await listJobItemsByIds(
      tx,
      created.map((job) => job.id),
    );
    const byId = new Map(created.map((job) => [job.id, job]));
    return items.map((item) => ({ ...item, ...jobPriceView(byId.get(item.id)!) }));
  });
}

/** The make must be in the catalogue and the model one of its models (the wizard's lists). */
async function assertVehiclesInCatalogue(db: Db, input: CreateJobInput): Promise<void> {
  const makes = [...new Set(input.vehicle_details.map((v) => v.make.toLowerCase()))];
  const rows = await db
    .select({ make: vehicleMakes.make, models: vehicleMakes.models })
    .from(vehicleMakes)
    .where(inArray(sql`lower(${vehicleMakes.make})`, makes));
  const byMake = new Map(rows.map((r) => [r.make.toLowerCase(), r]));
  const errors: FieldErrors = {};
  input.vehicle_details.forEach((vehicle, i) => {
    const entry = byMake.get(vehicle.make.toLowerCase());
    if (!entry) errors[`vehicle_details.${i}.make`] = ["Please choose a make from the list."];
    else if (!entry.models.some((m) => m.toLowerCase() === vehicle.model.toLowerCase())) {
      errors[`vehicle_details.${i}.model`] = ["Please choose a model of this make from the list."];
    } else {
      vehicle.make = entry.make;
      vehicle.model = entry.models.find((m) => m.toLowerCase() === vehicle.model.toLowerCase())!;
    }
  });
  if (Object.keys(errors).length) throw validationError(errors);
}
