import { z } from "zod";
import { VEHICLE_CLASSES, type VehicleClass } from "@/lib/vehicles/vehicle-classes";

/**
 * What a rate card version prices with (DECISIONS.md "Prices"). Every amount is integer cents;
 * the expedite surcharge is a whole percent. Pure: shared by the pricing function, the rate card
 * form and its route handler.
 */
export type RateBand = { fromMiles: number; centsPerMile: number };

export type RateCardTerms = {
  /** Ascending by `fromMiles`, the first from 0; the last band has no end. */
  bands: RateBand[];
  minimumCents: number;
  classSurchargeCents: Record<VehicleClass, number>;
  deliverWashedCents: number;
  deliverFullCents: number;
  expeditePercent: number;
  afterHoursCents: number;
};

const MAX_CENTS = 100_000_000;

const cents = (label: string) =>
  z.coerce
    .number({ error: `${label} must be an amount.` })
    .int(`${label} must be whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_CENTS, `${label} is too large.`);

export const rateCardTermsSchema = z
  .object({
    bands: z
      .array(
        z.object({
          fromMiles: z.coerce
            .number({ error: "A band's start must be a number of miles." })
            .int("A band starts at whole miles.")
            .min(0)
            .max(100_000),
          centsPerMile: cents("A band's price per mile"),
        }),
      )
      .min(1, "Add at least one distance band.")
      .max(20, "At most 20 distance bands."),
    minimumCents: cents("The minimum"),
    classSurchargeCents: z.object(
      Object.fromEntries(VEHICLE_CLASSES.map((c) => [c, cents(`The ${c} surcharge`)])) as Record<VehicleClass, ReturnType<typeof cents>>,
    ),
    deliverWashedCents: cents("The washed delivery price"),
    deliverFullCents: cents("The full tank price"),
    expeditePercent: z.coerce
      .number({ error: "The expedite surcharge must be a percent." })
      .int("The expedite surcharge is a whole percent.")
      .min(0, "The expedite surcharge cannot be negative.")
      .max(500, "The expedite surcharge is at most 500 %."),
    afterHoursCents: cents("The after-hours fee"),
  })
  .superRefine((terms, ctx) => {
    if (terms.bands[0]?.fromMiles !== 0)
      ctx.addIssue({ code: "custom", path: ["bands", 0, "fromMiles"], message: "The first band starts at 0 miles." });
    terms.bands.forEach((band, i) => {
      const before = terms.bands[i - 1];
      if (before && band.fromMiles <= before.fromMiles) {
        ctx.addIssue({ code: "custom", path: ["bands", i, "fromMiles"], message: "Each band starts after the one before." });
      }
    });
  });

/** The demo's and a new installation's default card: bands 0–100, 100–500, 500+. */
export const DEFAULT_RATE_CARD_TERMS: RateCardTerms = {
  bands: [
    { fromMiles: 0, centsPerMile: 250 },
    { fromMiles: 100, centsPerMile: 150 },
    { fromMiles: 500, centsPerMile: 95 },
  ],
  minimumCents: 15_000,
  classSurchargeCents: { sedan: 0, suv: 5_000, pickup: 7_500, van: 7_500, electric: 4_000 },
  deliverWashedCents: 3_500,
  deliverFullCents: 6_000,
  expeditePercent: 25,
  afterHoursCents: 7_500,
};
