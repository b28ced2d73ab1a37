import { z } from "zod";
import { dollarsAsCents } from "@/lib/format/dollars";
import { idField, requiredText } from "@/lib/forms/fields";
import { isCalendarDay } from "./dates";
import { VEHICLE_CLASSES } from "@/lib/vehicles/vehicle-classes";
import { rateCardTermsSchema } from "./rate-card-terms";
import { formFieldOfPath, MAX_BANDS } from "./rate-card-fields";

/**
 * The rate card calls and the Rates form. The API sends `terms` in cents; the form posts flat
 * fields in dollars (`minimum`, `band_from_0`, `band_rate_0`, `class_suv`, ...), the same before
 * and after hydration, which read as `terms` here, so one schema checks both.
 */

export { dollarsAsCents, formFieldOfPath, MAX_BANDS };

function formAsTerms(value: unknown): unknown {
  if (!value || typeof value !== "object" || "terms" in value) return value;
  const fields = value as Record<string, unknown>;
  const bands: { fromMiles: unknown; centsPerMile: unknown }[] = [];
  for (let i = 0; i < MAX_BANDS; i++) {
    const from = fields[`band_from_${i}`];
    const rate = fields[`band_rate_${i}`];
    const isBlank = (v: unknown) => v === undefined || (typeof v === "string" && v.trim() === "");
    if (isBlank(from) && isBlank(rate)) continue;
    bands.push({ fromMiles: typeof from === "string" ? from.trim() : from, centsPerMile: dollarsAsCents(rate) });
  }
  return {
    ...fields,
    terms: {
      bands,
      minimumCents: dollarsAsCents(fields.minimum),
      classSurchargeCents: Object.fromEntries(VEHICLE_CLASSES.map((c) => [c, dollarsAsCents(fields[`class_${c}`])])),
      deliverWashedCents: dollarsAsCents(fields.washed),
      deliverFullCents: dollarsAsCents(fields.full),
      expeditePercent: fields.expedite_percent,
      afterHoursCents: dollarsAsCents(fields.after_hours),
    },
  };
}

const effectiveFrom = z
  .string({ error: "Please enter the date the prices apply from." })
  .trim()
  .refine(isCalendarDay, "Please enter the date the prices apply from (YYYY-MM-DD).");

/** POST admin/add-rate-card-version: an edit of a card, a new version from a date. */
export const rateCardVersionSchema = z.preprocess(
  formAsTerms,
  z.object({
    rate_card_id: idField("Rate card ID is required."),
    effective_from: effectiveFrom,
    terms: rateCardTermsSchema,
  }),
);
export type RateCardVersionInput = z.infer<typeof rateCardVersionSchema>;

/** POST admin/create-rate-card: a named card with its first version. */
export const createRateCardSchema = z.preprocess(
  formAsTerms,
  z.object({
    name: requiredText("Please enter the card's name.", 100),
    effective_from: effectiveFrom,
    terms: rateCardTermsSchema,
  }),
);
export type CreateRateCardInput = z.infer<typeof createRateCardSchema>;

/** PUT admin/update-company-rate-card: the company's own card, or blank / null for the default. */
export const companyRateCardSchema = z.object({
  company_id: idField("Company ID is required."),
  rate_card_id: z.preprocess((v) => (v === "" || v === "default" ? null : v), idField("Choose a rate card or the default.").nullable()),
});
export type CompanyRateCardInput = z.infer<typeof companyRateCardSchema>;

/** GET admin/get-rate-card?id=. */
export const rateCardQuerySchema = z.object({ id: idField("Rate card ID is required.") });

export const PRICE_REASON_REQUIRED = "Please give the reason for the new price.";

/** POST admin/update-job-price (`price_cents`) and the job's price form (`price` in dollars): staff's price, with a reason. */
export const overridePriceSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== "object" || "price_cents" in value) return value;
    const fields = value as Record<string, unknown>;
    return { ...fields, price_cents: dollarsAsCents(fields.price) };
  },
  z.object({
    jobId: idField("Job ID is required."),
    price_cents: z.coerce
      .number({ error: "Please enter the price." })
      .int("The price is whole cents.")
      .min(0, "The price cannot be negative.")
      .max(100_000_000, "The price is too large."),
    reason: requiredText(PRICE_REASON_REQUIRED, 500),
  }),
);
export type OverridePriceInput = z.infer<typeof overridePriceSchema>;
