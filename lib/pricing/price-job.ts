import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobLogs, jobs, type Job } from "@/db/schema";
import { vehicleClassesOf } from "@/lib/catalogue/catalogue-queries";
import type { LatLng } from "@/lib/maps/config";
import { pricingDay } from "./dates";
import { priceQuote, type PriceLine, type Quote } from "./price-quote";
import { quoteInputFor } from "./quote-input";
import { companyVersionInForce } from "./rate-card-queries";

/** What a job keeps of its price (DECISIONS.md "Prices"). */
export type JobPriceColumns = Pick<Job, "priceCents" | "priceLines" | "priceIsEstimate" | "rateCardVersionId">;

/** The price fields of a job's API answers (create-job, job details): staff and the job's company only. */
export type JobPriceView = {
  price_cents: number | null;
  price_lines: PriceLine[] | null;
  price_is_estimate: boolean;
  rate_card_version_id: number | null;
};

export function jobPriceView(job: JobPriceColumns): JobPriceView {
  return {
    price_cents: job.priceCents,
    price_lines: job.priceLines,
    price_is_estimate: job.priceIsEstimate,
    rate_card_version_id: job.rateCardVersionId,
  };
}

export type RequestToPrice = {
  companyId: number;
  vehicles: readonly { make: string; model: string }[];
  from: LatLng;
  to: LatLng;
  /** Google's driving miles when known; null: the straight line × 1.2, an estimate. */
  drivingMiles: number | null;
  pickup: { date: string; time: string; zone: string };
  options: { deliverWashed: boolean; deliverFull: boolean };
  /** The moment of the request: the expedite's lead time runs from it, and the card's version is that day's. */
  now: Date;
};

export type PricedVehicle = { quote: Quote; columns: JobPriceColumns };

/** Each vehicle's quote, with the company's card version in force on the day: create-job, the wizard's review and a new price. */
export async function priceRequest(db: DbOrTx, request: RequestToPrice): Promise<PricedVehicle[]> {
  const [version, classes] = await Promise.all([
    companyVersionInForce(db, request.companyId, pricingDay(request.now)),
    vehicleClassesOf(db, request.vehicles),
  ]);
  return classes.map((vehicleClass) => {
    const quote = priceQuote(version.terms, quoteInputFor({ ...request, requestedAt: request.now, vehicleClass }));
    return {
      quote,
      columns: { priceCents: quote.totalCents, priceLines: quote.lines, priceIsEstimate: quote.isEstimate, rateCardVersionId: version.id },
    };
  });
}

/**
 * A job's price again, after a reschedule or an address edit (in that change's transaction):
 * only a quote is priced again, so nothing once the job has been approved (approval freezes it),
 * nothing staff set by hand, and nothing while the job awaits its new date. The expedite's lead
 * time runs from this change. Answers the new columns, or null when the price stays.
 */
export async function repriceJob(tx: DbOrTx, job: Job, now = new Date()): Promise<JobPriceColumns | null> {
  if (job.priceOverriddenAt || !job.pickupDate || !job.pickupTime) return null;
  const [approved] = await tx
    .select({ id: jobLogs.id })
    .from(jobLogs)
    .where(and(eq(jobLogs.jobId, job.id), eq(jobLogs.requestStatus, "approved")))
    .limit(1);
  if (approved || job.requestStatus === "approved") return null;
  const [priced] = await priceRequest(tx, {
    companyId: job.companyId,
    vehicles: [{ make: job.vehicleMake, model: job.vehicleModel }],
    from: { lat: job.pickupLatitude, lng: job.pickupLongitude },
    to: { lat: job.dropoffLatitude, lng: job.dropoffLongitude },
    drivingMiles: job.routeMiles,
    pickup: { date: job.pickupDate, time: job.pickupTime, zone: job.pickupTimezone ?? "UTC" },
    options: { deliverWashed: job.deliverWashed, deliverFull: job.deliverFull },
    now,
  });
  return priced!.columns;
}

/** The `write` step of a reschedule or an address edit: the job priced again when it is still a quote. */
export async function writeNewPrice(job: Job, tx: DbOrTx): Promise<void> {
  const columns = await repriceJob(tx, job);
  if (columns) await tx.update(jobs).set(columns).where(eq(jobs.id, job.id));
}
