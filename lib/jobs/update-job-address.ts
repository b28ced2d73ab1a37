import type { Db } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { jobAddressSchema } from "./schemas";
import { transitionJob, type TransitionResult } from "./transition-job";

/**
 * PUT customer/update-delivery-address with a jobId: the admin replaces a job's pickup or
 * drop-off (business name, address, coordinates) any time before it is in transit.
 */
export async function updateJobAddress(db: Db, actor: Actor, body: unknown): Promise<TransitionResult> {
  const input = parseOrThrow(jobAddressSchema, body);
  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId: input.jobId,
    action: "edit_address",
    changes: (job) => {
      const pickup = input.type === "pickup";
      const address = input.address || (pickup ? job.pickupLocation : job.dropoffLocation);
      const latitude = input.address ? input.latitude! : pickup ? job.pickupLatitude : job.dropoffLatitude;
      const longitude = input.address ? input.longitude! : pickup ? job.pickupLongitude : job.dropoffLongitude;
      return pickup
        ? { pickupBusinessName: input.business_name, pickupLocation: address, pickupLatitude: latitude, pickupLongitude: longitude }
        : { dropoffBusinessName: input.business_name, dropoffLocation: address, dropoffLatitude: latitude, dropoffLongitude: longitude };
    },
  });
}
