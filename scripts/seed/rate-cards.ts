import { eq } from "drizzle-orm";
import { companies, jobs, rateCards, rateCardVersions } from "@/db/schema";
import { priceRequest } from "@/lib/pricing/price-job";
import { ensureDefaultRateCard } from "@/lib/pricing/rate-card-queries";
import { DEFAULT_RATE_CARD_TERMS } from "@/lib/pricing/rate-card-terms";
import type { SeedContext } from "./context";

/** A fleet customer's contract: cheaper long miles, no class surcharge for its pickups. */
const CONTRACT_COMPANY = "Lone Star Fleet Leasing";

/**
 * The default card (bands 0–100, 100–500, 500+), one company's own card, and a price on every
 * demo job as create-job would have computed it on the day it was requested.
 */
export async function insertRateCards(ctx: SeedContext, companyByName: Map<string, number>): Promise<void> {
  await ensureDefaultRateCard(ctx.tx);
  const contractCompany = companyByName.get(CONTRACT_COMPANY);
  if (contractCompany) {
    const [card] = await ctx.tx
      .insert(rateCards)
      .values({ name: `${CONTRACT_COMPANY} contract` })
      .returning({ id: rateCards.id });
    await ctx.tx.insert(rateCardVersions).values({
      rateCardId: card!.id,
      version: 1,
      effectiveFrom: "2000-01-01",
      terms: {
        ...DEFAULT_RATE_CARD_TERMS,
        bands: [
          { fromMiles: 0, centsPerMile: 225 },
          { fromMiles: 100, centsPerMile: 135 },
          { fromMiles: 500, centsPerMile: 85 },
        ],
        classSurchargeCents: { ...DEFAULT_RATE_CARD_TERMS.classSurchargeCents, pickup: 0 },
      },
    });
    await ctx.tx.update(companies).set({ rateCardId: card!.id }).where(eq(companies.id, contractCompany));
  }
  const rows = await ctx.tx.select().from(jobs);
  for (const job of rows) {
    if (!job.pickupDate || !job.pickupTime) continue;
    const [priced] = await priceRequest(ctx.tx, {
      companyId: job.companyId,
      vehicles: [{ make: job.vehicleMake, model: job.vehicleModel }],
      from: { lat: job.pickupLatitude, lng: job.pickupLongitude },
      to: { lat: job.dropoffLatitude, lng: job.dropoffLongitude },
      drivingMiles: job.routeMiles,
      pickup: { date: job.pickupDate, time: job.pickupTime, zone: job.pickupTimezone ?? "UTC" },
      options: { deliverWashed: job.deliverWashed, deliverFull: job.deliverFull },
      now: job.createdAt,
    });
    await ctx.tx.update(jobs).set(priced!.columns).where(eq(jobs.id, job.id));
  }
}
