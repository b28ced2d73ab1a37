import type { Db } from "@/db/client";
import { conflict } from "@/lib/api/errors";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { getDriverRide, type DriverRide } from "./queries/driver-ride";
import type { DriverLink } from "./verify-link";

/**
 * POST driver/riding-details ("Start Check-in"): says whether the check-in may begin. Nothing
 * is written: the ride is created by the check-in itself, so a driver who opens the form and
 * turns back leaves the job free to be reassigned. Once checked in it answers the ride (200).
 */
export async function startRide(db: Db, link: DriverLink): Promise<DriverRide> {
  const ride = await getDriverRide(db, link.jobId);
  if (!ride.ride_status && !canPerform("check_in", "driver", ride.request_status)) {
    throw conflict(notAllowedMessage("check_in", ride.request_status));
  }
  return ride;
}
