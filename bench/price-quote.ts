/**
 * Issue 32's row: the pricing function's CPU per quote (lib/pricing/price-quote.ts, pure), over
 * a spread of miles, classes, options, lead times and hours on the default card, with the
 * job's input built as create-job builds it (quoteInputFor: the straight line × 1.2 and the
 * pickup's clock). Process CPU time, not wall time; a warm-up first.
 */
import { priceQuote } from "@/lib/pricing/price-quote";
import { quoteInputFor } from "@/lib/pricing/quote-input";
import { DEFAULT_RATE_CARD_TERMS } from "@/lib/pricing/rate-card-terms";
import { VEHICLE_CLASSES } from "@/lib/vehicles/vehicle-classes";
import { TARGETS } from "./config";
import type { RateResult } from "./outbox-drain";

const QUOTES = 200_000;

function quoteOnce(i: number, requestedAt: Date): number {
  const input = quoteInputFor({
    from: { lat: 32.7767, lng: -96.797 },
    to: { lat: 29.7604 + (i % 50) * 0.1, lng: -95.3698 - (i % 70) * 0.1 },
    drivingMiles: i % 3 === 0 ? null : 200 + (i % 900),
    pickup: { date: "2026-03-02", time: `${String(i % 24).padStart(2, "0")}:30`, zone: "America/Chicago" },
    requestedAt,
    vehicleClass: VEHICLE_CLASSES[i % VEHICLE_CLASSES.length]!,
    options: { deliverWashed: i % 2 === 0, deliverFull: i % 5 === 0 },
  });
  return priceQuote(DEFAULT_RATE_CARD_TERMS, input).totalCents;
}

export function measurePriceQuote(log: (line: string) => void): RateResult {
  const requestedAt = new Date("2026-02-28T12:00:00Z");
  let sink = 0;
  for (let i = 0; i < 20_000; i++) sink += quoteOnce(i, requestedAt);
  const before = process.cpuUsage();
  for (let i = 0; i < QUOTES; i++) sink += quoteOnce(i, requestedAt);
  const used = process.cpuUsage(before);
  const cpuMicros = (used.user + used.system) / QUOTES;
  const perSecond = Math.round(1_000_000 / cpuMicros);
  log(
    `  price-quote: ${cpuMicros.toFixed(2)} µs CPU per quote (${perSecond.toLocaleString("en-US")}/s on one core; checksum ${sink % 997})`,
  );
  return {
    key: "price-quote",
    label: `quotes priced on one core (lib/pricing, ${cpuMicros.toFixed(2)} µs CPU each)`,
    perSecond,
    targetPerSecond: TARGETS.priceQuotesPerSecond,
  };
}

// `npx tsx bench/price-quote.ts` runs it alone.
if (process.argv[1]?.endsWith("price-quote.ts")) measurePriceQuote(console.log);
