import { z } from "zod";
import { BILLING_CYCLES, NET_DAYS } from "@/db/schema/invoices";
import { idField, optionalEmailField } from "@/lib/forms/fields";

export const CYCLE_RULE = "Billing must be per job or monthly.";
export const NET_DAYS_RULE = "Net days must be 0, 15, 30, 45 or 60.";
export const TAX_RATE_RULE = "The tax rate is a percent from 0 to 100 with at most two decimals.";

/** "8.25" (percent, the form's field) as 825 basis points; blank as no tax. */
function percentAsBasisPoints(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim().replace(/%$/, "").trim();
  if (text === "") return null;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : text;
}

function formAsApi(value: unknown): unknown {
  if (!value || typeof value !== "object" || !("tax_rate" in value)) return value;
  const { tax_rate, ...rest } = value as Record<string, unknown>;
  return { ...rest, tax_rate_bp: percentAsBasisPoints(tax_rate) };
}

/**
 * PUT admin/update-billing-terms (`tax_rate_bp` in basis points) and the company's billing form
 * (`tax_rate` in percent): one schema for both.
 */
export const billingTermsSchema = z.preprocess(
  formAsApi,
  z.object({
    company_id: idField("Company ID is required."),
    cycle: z.enum(BILLING_CYCLES, { error: CYCLE_RULE }),
    net_days: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
      z.union(
        NET_DAYS.map((d) => z.literal(d)),
        { error: NET_DAYS_RULE },
      ),
    ),
    tax_rate_bp: z.int({ error: TAX_RATE_RULE }).min(0, TAX_RATE_RULE).max(10_000, TAX_RATE_RULE).nullable().default(null),
    billing_email: optionalEmailField().default(""),
  }),
);
export type BillingTermsInput = z.infer<typeof billingTermsSchema>;

/** GET admin/get-billing-terms?company_id=. */
export const billingTermsQuerySchema = z.object({ company_id: idField("Company ID is required.") });
