import type { Db } from "@/db/client";
import { fieldError, forbidden, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { drivingMiles } from "@/lib/maps/driving-distance";
import { zoneAt } from "@/lib/places/zone-at";
import { priceRequest, type RequestToPrice } from "@/lib/pricing/price-job";
import type { PriceLine } from "@/lib/pricing/price-quote";
import { createJobSchema, type CreateJobInput } from "./schemas";
import { pickupTimingError } from "./timing";

export type VehicleQuote = { price_cents: number; price_lines: PriceLine[]; price_is_estimate: boolean };
export type RequestQuote = { vehicles: VehicleQuote[]; total_cents: number; is_estimate: boolean };

/**
 * POST customer/quote-job and the wizard's review: what create-job would price each vehicle of
 * this request at, by the same function and inputs (the company's card, the model's class, the
 * route's miles, the pickup's clock), without creating anything.
 */
export async function quoteJobRequest(db: Db, actor: Actor, body: unknown): Promise<RequestQuote> {
  if (actor.role !== "customer" || !actor.companyId) throw forbidden();
  const input = parseOrThrow(createJobSchema, body);
  const pickupZone = zoneAt(input.pickup_latitude, input.pickup_longitude);
  const timing = pickupTimingError({ date: input.pickup_date, time: input.pickup_time }, new Date(), "wizard", pickupZone);
  if (timing) throw fieldError(timing.field, timing.message);
  const route = await drivingMiles(
    { lat: input.pickup_latitude, lng: input.pickup_longitude },
    { lat: input.dropoff_latitude, lng: input.dropoff_longitude },
  );
  const priced = await priceRequest(db, requestToPrice(input, { companyId: actor.companyId, pickupZone, drivingMiles: route }));
  const vehicles = priced.map(({ quote }) => ({
    price_cents: quote.totalCents,
    price_lines: quote.lines,
    price_is_estimate: quote.isEstimate,
  }));
  return {
    vehicles,
    total_cents: vehicles.reduce((sum, v) => sum + v.price_cents, 0),
    is_estimate: vehicles.some((v) => v.price_is_estimate),
  };
}

/** A checked job request as the pricing function's request: create-job and the quote price it alike. */
export function requestToPrice(
  input: CreateJobInput,
  known: { companyId: number; pickupZone: string; drivingMiles: number | null },
): RequestToPrice {
  return {
    companyId: known.companyId,
    vehicles: input.vehicle_details,
    from: { lat: input.pickup_latitude, lng: input.pickup_longitude },
    to: { lat: input.dropoff_latitude, lng: input.dropoff_longitude },
    drivingMiles: known.drivingMiles,
    // pickupTimingError has checked both are there.
    pickup: { date: input.pickup_date!, time: input.pickup_time!, zone: known.pickupZone },
    options: { deliverWashed: input.deliver_washed, deliverFull: input.deliver_full },
    now: new Date(),
  };
}
