import { routeDistanceOf } from "@/lib/maps/distance";
import type { LatLng } from "@/lib/maps/config";
import { instantAt } from "@/lib/places/time-zone";
import type { VehicleClass } from "@/lib/vehicles/vehicle-classes";
import type { QuoteInput } from "./price-quote";

export type JobQuoteFacts = {
  from: LatLng;
  to: LatLng;
  /** Google's driving miles when known, else null (the straight line × 1.2 stands in, an estimate). */
  drivingMiles: number | null;
  pickup: { date: string; time: string; zone: string };
  requestedAt: Date;
  vehicleClass: VehicleClass;
  options: { deliverWashed: boolean; deliverFull: boolean };
};

/** The pricing function's input for a job: the job's one distance (routeDistanceOf) and the pickup on its place's clock. */
export function quoteInputFor(facts: JobQuoteFacts): QuoteInput {
  const distance = routeDistanceOf({ from: facts.from, to: facts.to, drivingMiles: facts.drivingMiles });
  const pickupAt = instantAt({ date: facts.pickup.date, time: facts.pickup.time }, facts.pickup.zone);
  return {
    miles: distance.miles,
    isEstimate: distance.isEstimate,
    vehicleClass: facts.vehicleClass,
    options: facts.options,
    leadTimeHours: (pickupAt.getTime() - facts.requestedAt.getTime()) / 3_600_000,
    pickupHour: Number(facts.pickup.time.slice(0, 2)),
  };
}
