import { z } from "zod";
import { wholeNumberSchema } from "@/lib/api/record-id";
import { dollarsAsCents } from "@/lib/format/dollars";
import { optionalText, requiredText } from "@/lib/forms/fields";

/** The settings' schemas and defaults. Pure: the settings form loads it, with none of the database. */

/** The carrier's terms printed on every bill of lading until an admin writes the operator's own. */
export const DEFAULT_BOL_TERMS =
  "Received, subject to the carrier's tariffs and terms in effect on the date of shipment, the vehicle described above in apparent " +
  "condition as noted, except as noted on the inspection. The carrier's liability for loss or damage is limited as stated in its " +
  "terms; claims for damage must be noted on the delivery inspection and filed in writing within nine months of delivery.";

/** A whole number from min (0 unless given) to max, digits only; a blank box is "missing", not 0. */
function wholeNumber(noun: string, max: number, min = 0) {
  const name = `The ${noun}`;
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    wholeNumberSchema({
      min,
      max,
      required: `Please enter the ${noun}.`,
      invalid: `${name} must be a whole number.`,
      tooSmall: min === 0 ? `${name} cannot be negative.` : `${name} must be at least ${min}.`,
      tooLarge: `${name} must be at most ${max}.`,
    }),
  );
}

/**
 * PUT admin/update-carrier-settings, and the settings form: the carrier block and terms of the
 * bill of lading, the mileage check's threshold (DECISIONS.md "Bill of lading"), the dispatch
 * board's miles per day (DECISIONS.md "Dispatch"), the invoices' remittance details, the dry run's
 * fee and pay and the waiting time's free minutes and rate (DECISIONS.md "Trip costs"). Only the name
 * is required: an intrastate carrier has no MC number, and blank terms print DEFAULT_BOL_TERMS; a body
 * without miles_per_day keeps it.
 */
export const carrierSettingsSchema = z.preprocess(
  dollarFieldsAsCents,
  z.object({
    carrier_name: requiredText("Please enter the carrier's name.", 200),
    carrier_address: optionalText(300),
    carrier_phone: optionalText(40),
    usdot_number: optionalText(20),
    mc_number: optionalText(20),
    bol_terms: optionalText(5000),
    mileage_percent: wholeNumber("percentage", 500),
    mileage_miles: wholeNumber("extra miles", 5000),
    miles_per_day: wholeNumber("miles per day", 2000, 1).optional(),
    /** Printed on every invoice: where and how to pay. */
    remittance_details: optionalText(1000).default(""),
    /** A pickup cancelled as a dry run: the fee billed to the company and the pay to the driver, in cents (kept when left out). */
    dry_run_fee_cents: dryRunCents("fee").optional(),
    dry_run_pay_cents: dryRunCents("pay").optional(),
    /** Waiting at pickup: free minutes after "I've arrived", then each started 15 minutes at this many cents (kept when left out). */
    waiting_free_minutes: wholeNumber("free waiting minutes", 1440).optional(),
    waiting_quarter_cents: centsInDollars("The waiting rate", "12.50").optional(),
  }),
);

/** A dry-run amount in whole cents, told as the form asks for it: dollars. */
function dryRunCents(noun: "fee" | "pay") {
  return centsInDollars(`The dry-run ${noun}`, noun === "fee" ? "150.00" : "75.00");
}

/** An amount in whole cents (the form's dollars read as cents), told as the form asks for it: dollars. */
function centsInDollars(name: string, example: string) {
  const rule = `${name} is an amount in dollars, such as ${example}.`;
  return wholeNumberSchema({ min: 0, max: 10_000_000, required: rule, invalid: rule, tooLarge: `${name} is at most $100,000.00.` });
}

/** The form's amounts in dollars (`dry_run_fee`, `dry_run_pay`, `waiting_quarter`) as the API's cents. */
function dollarFieldsAsCents(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const DOLLAR_FIELDS = { dry_run_fee: "dry_run_fee_cents", dry_run_pay: "dry_run_pay_cents", waiting_quarter: "waiting_quarter_cents" };
  const out: Record<string, unknown> = { ...value };
  for (const [field, cents] of Object.entries(DOLLAR_FIELDS)) {
    if (!(field in out)) continue;
    const dollars = out[field];
    delete out[field];
    if (dollars !== undefined) out[cents] = dollarsAsCents(dollars);
  }
  return out;
}
export type CarrierSettings = z.infer<typeof carrierSettingsSchema>;
/** What a caller may save: the remittance details may be left out (blank). */
export type CarrierSettingsInput = Omit<CarrierSettings, "remittance_details"> & { remittance_details?: string };
