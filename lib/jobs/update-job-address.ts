import { zoneAt } from "@/lib/places/zone-at";
import type { Db } from "@/db/client";
import type { Job } from "@/db/schema";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { writeNewPrice } from "@/lib/pricing/price-job";
import { jobAddressSchema } from "./schemas";
import { transitionJob } from "./transition-job";

/** The job's two addresses under the API's names (SPEC.md §3 "Job (detail)"). */
export function jobAddressView(job: Job) {
  return {
    id: job.id,
    request_status: job.requestStatus,
    pickup_business_name: job.pickupBusinessName,
    pickup_location: job.pickupLocation,
    pickup_latitude: job.pickupLatitude,
    pickup_longitude: job.pickupLongitude,
    dropoff_business_name: job.dropoffBusinessName,
    dropoff_location: job.dropoffLocation,
    dropoff_latitude: job.dropoffLatitude,
    dropoff_longitude: job.dropoffLongitude,
  };
}
export type JobAddressView = ReturnType<typeof jobAddressView>;

/**
 * PUT customer/update-delivery-address with a jobId: the admin replaces a job's pickup or
 * drop-off (business name, address, coordinates) any time before it is in transit.
 */
export async function updateJobAddress(db: Db, actor: Actor, body: unknown): Promise<JobAddressView> {
  const input = parseOrThrow(jobAddressSchema, body);
  const { job } = await transitionJob(db, {
    who: { kind: "user", actor },
    jobId: input.jobId,
    action: "edit_address",
    changes: (job) => {
      const pickup = input.type === "pickup";
      const address = input.address || (pickup ? job.pickupLocation : job.dropoffLocation);
      const latitude = input.address ? input.latitude! : pickup ? job.pickupLatitude : job.dropoffLatitude;
      const longitude = input.address ? input.longitude! : pickup ? job.pickupLongitude : job.dropoffLongitude;
      // Google's driving miles were of the old route: the straight line × 1.2 stands in for the new one.
      const isMoved =
        latitude !== (pickup ? job.pickupLatitude : job.dropoffLatitude) ||
        longitude !== (pickup ? job.pickupLongitude : job.dropoffLongitude);
      const route = isMoved ? { routeMiles: null } : {};
      return pickup
        ? {
            ...route,
            pickupBusinessName: input.business_name,
            pickupLocation: address,
            pickupLatitude: latitude,
            pickupLongitude: longitude,
            pickupTimezone: zoneAt(latitude, longitude),
          }
        : {
            ...route,
            dropoffBusinessName: input.business_name,
            dropoffLocation: address,
            dropoffLatitude: latitude,
            dropoffLongitude: longitude,
            dropoffTimezone: zoneAt(latitude, longitude),
          };
    },
    // A new address prices a quote again (not once approved).
    write: writeNewPrice,
  });
  return jobAddressView(job);
}
