import type { Db } from "@/db/client";
import { checkIn, deliverVehicle } from "./older-ride-steps";
import { getDriverRide, type DriverRide } from "@/lib/driver-link/queries/driver-ride";
import { appendPosition, recordLocation } from "@/lib/driver-link/record-location";
import { positionUpdateOf, readRideUpdate } from "@/lib/driver-link/ride-input";
import { claimOf, type VerifyLinkInput } from "@/lib/driver-link/verify-link";
import type { DriverRouteInput } from "@/lib/driver-link/with-driver-link";

/**
 * PUT driver/update-riding-details: the step named by ride_status; answers the ride as it now is.
 * The common call, a position during the trip, is checked and written by one statement
 * (appendPosition); every other call, and any position that statement refuses, takes the full
 * path: the link verified (401, 403), then the step's rules (400, 409).
 */
export async function updateRide(
  db: Db,
  call: VerifyLinkInput & { driverId: number },
  input: Record<string, unknown>,
  verifyLink: DriverRouteInput["verifyLink"],
): Promise<DriverRide> {
  const position = positionUpdateOf(input);
  const claim = position ? await claimOf(call) : null;
  const moved = position && claim ? await appendPosition(db, claim, position) : null;
  if (moved) return moved;

  const link = await verifyLink(call);
  const update = await readRideUpdate(input);
  switch (update.ride_status) {
    case "checked_in":
      await checkIn(db, link, update.step);
      break;
    case "ride_started":
      return recordLocation(db, link, update.position);
    case "delivered":
      await deliverVehicle(db, link, update.step);
      break;
  }
  return getDriverRide(db, link.jobId);
}
