import type { Db } from "@/db/client";
import { checkIn } from "./check-in";
import { deliverVehicle } from "./deliver-vehicle";
import { getDriverRide, type DriverRide } from "./queries/driver-ride";
import { recordLocation } from "./record-location";
import { readRideUpdate } from "./ride-input";
import { assertWritable, type DriverLink } from "./verify-link";

/** PUT driver/update-riding-details: the step named by ride_status; answers the ride as it now is. */
export async function updateRide(db: Db, link: DriverLink, input: Record<string, unknown>): Promise<DriverRide> {
  assertWritable(link);
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

