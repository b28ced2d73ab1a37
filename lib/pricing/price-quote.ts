import { VEHICLE_CLASS_LABELS, type VehicleClass } from "@/lib/vehicles/vehicle-classes";
import type { RateCardTerms } from "./rate-card-terms";

/**
 * The one pricing rule (DECISIONS.md "Prices"). Pure and synchronous: the wizard's review (through
 * a server action), create-job, a reschedule or address edit and the benchmark all call it.
 *
 * - Distance is graduated, like tax brackets: each mile is charged at the rate of the band it
 *   falls in (0–100 at the first rate, 100–500 at the second, ...), so a longer move never
 *   costs less than a shorter one. Miles are whole (lib/maps/distance.ts routeDistanceOf).
 * - The minimum applies to the distance charge: below it, a "Minimum charge" line makes up the
 *   difference; surcharges, options and fees come on top.
 * - Expedite: a pickup less than 48 hours after the request adds the card's percent of the
 *   subtotal before it (distance, minimum, class, options), rounded half-up to the cent.
 * - After hours: a pickup before 7:00 or from 19:00 on the pickup place's clock adds the fee.
 *   The after-hours fee is not part of the expedite base.
 */
export type QuoteInput = {
  miles: number;
  /** True when the miles are the straight line × 1.2, not a driving distance. */
  isEstimate: boolean;
  vehicleClass: VehicleClass;
  options: { deliverWashed: boolean; deliverFull: boolean };
  /** Hours from the request to the pickup. */
  leadTimeHours: number;
  /** The pickup's hour (0–23) on the pickup place's clock. */
  pickupHour: number;
};

/** `adjustment`: staff's override, the difference to the price they set (may be negative). */
export type PriceLineKind = "distance" | "minimum" | "class" | "washed" | "full" | "expedite" | "after_hours" | "adjustment";
export type PriceLine = { kind: PriceLineKind; label: string; cents: number };
export type Quote = { lines: PriceLine[]; totalCents: number; miles: number; isEstimate: boolean };

export const EXPEDITE_WITHIN_HOURS = 48;
export const BUSINESS_HOURS = { from: 7, until: 19 } as const;

export function isAfterHours(pickupHour: number): boolean {
  return pickupHour < BUSINESS_HOURS.from || pickupHour >= BUSINESS_HOURS.until;
}

const rate = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function priceQuote(card: RateCardTerms, input: QuoteInput): Quote {
  const { miles, leadTimeHours, pickupHour } = input;
  if (!Number.isInteger(miles) || miles < 0) throw new RangeError(`miles must be a whole number from 0, got ${miles}`);
  if (!Number.isInteger(pickupHour) || pickupHour < 0 || pickupHour > 23)
    throw new RangeError(`pickupHour must be 0-23, got ${pickupHour}`);
  if (Number.isNaN(leadTimeHours)) throw new RangeError("leadTimeHours must be a number");

  const lines: PriceLine[] = distanceLines(card, miles, input.isEstimate);
  const distanceCents = lines.reduce((sum, line) => sum + line.cents, 0);
  if (distanceCents < card.minimumCents) {
    lines.push({ kind: "minimum", label: `Minimum charge (${rate(card.minimumCents)})`, cents: card.minimumCents - distanceCents });
  }
  const surcharge = card.classSurchargeCents[input.vehicleClass];
  if (surcharge > 0) lines.push({ kind: "class", label: `${VEHICLE_CLASS_LABELS[input.vehicleClass]} surcharge`, cents: surcharge });
  if (input.options.deliverWashed) lines.push({ kind: "washed", label: "Deliver washed", cents: card.deliverWashedCents });
  if (input.options.deliverFull) lines.push({ kind: "full", label: "Deliver full", cents: card.deliverFullCents });
  if (leadTimeHours < EXPEDITE_WITHIN_HOURS && card.expeditePercent > 0) {
    const base = lines.reduce((sum, line) => sum + line.cents, 0);
    // Integer half-up: exact for any cents and whole percent.
    const cents = Math.floor((base * card.expeditePercent + 50) / 100);
    lines.push({ kind: "expedite", label: `Expedite, pickup within ${EXPEDITE_WITHIN_HOURS} h (${card.expeditePercent}%)`, cents });
  }
  if (isAfterHours(pickupHour) && card.afterHoursCents > 0) {
    lines.push({ kind: "after_hours", label: "After-hours pickup (before 7 AM or from 7 PM)", cents: card.afterHoursCents });
  }
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0), miles, isEstimate: input.isEstimate };
}

/** One line per band the miles reach, in band order. */
function distanceLines(card: RateCardTerms, miles: number, isEstimate: boolean): PriceLine[] {
  const lines: PriceLine[] = [];
  const estimate = isEstimate ? " (estimate)" : "";
  card.bands.forEach((band, i) => {
    const end = card.bands[i + 1]?.fromMiles ?? Infinity;
    const inBand = Math.min(miles, end) - band.fromMiles;
    if (inBand <= 0) return;
    const range = end === Infinity ? `${band.fromMiles}+ mi` : `${band.fromMiles}–${end} mi`;
    lines.push({
      kind: "distance",
      label: `${range}: ${inBand} mi × ${rate(band.centsPerMile)}${estimate}`,
      cents: inBand * band.centsPerMile,
    });
  });
  return lines;
}
