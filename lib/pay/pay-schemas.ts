import { z } from "zod";
import { pageQuerySchema } from "@/lib/api/pagination";
import { dollarsAsCents } from "@/lib/format/dollars";
import { idField } from "@/lib/forms/fields";
import { isCalendarDay } from "@/lib/pricing/dates";
import type { PayRule } from "@/lib/trip-costs/pay-rule";

/** Driver pay's calls and forms: one schema each, shared by the API route and the page's server action. Pure. */

export const PAY_KINDS = ["flat", "per_mile", "percent"] as const;
export type PayKind = (typeof PAY_KINDS)[number];

export const PAY_KIND_LABELS: Record<PayKind, string> = {
  flat: "A flat amount per job",
  per_mile: "An amount per route mile",
  percent: "A percentage of the job's price",
};

export const DRIVER_ID_REQUIRED = "Driver ID is required.";
export const PAY_KIND_RULE = "The pay rule is a flat amount per job, an amount per route mile or a percentage of the price.";
export const RATE_RULES: Record<PayKind, string> = {
  flat: "Please enter the amount per job in dollars, e.g. 250.00.",
  per_mile: "Please enter the amount per mile in dollars, e.g. 0.60.",
  percent: "Please enter a percentage from 0 to 100 with at most two decimals, e.g. 25.",
};

/** "25" or "12.5" (percent) as basis points; anything else left for the schema to refuse. */
function percentAsBasisPoints(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim().replace(/%$/, "").trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return text === "" ? undefined : text;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The form's `rate` (dollars, or percent for a percentage) as the API's `rate` (cents, or basis points). */
function formAsApi(value: unknown): unknown {
  if (!value || typeof value !== "object" || !("rate_text" in value)) return value;
  const { rate_text, ...rest } = value as Record<string, unknown>;
  return { ...rest, rate: rest.kind === "percent" ? percentAsBasisPoints(rate_text) : dollarsAsCents(rate_text) };
}

/**
 * PUT admin/update-driver-pay-rule (`rate` in cents per job or per mile, or basis points of the
 * price) and the driver's Pay form (`rate_text` in dollars or percent): one schema for both. Its
 * output has the API's shape, so the form's checked values parse again on the server.
 */
export const payRuleSchema = z.preprocess(
  formAsApi,
  z
    .object({
      driver_id: idField(DRIVER_ID_REQUIRED),
      kind: z.enum(PAY_KINDS, { error: PAY_KIND_RULE }),
      rate: z.unknown(),
    })
    .transform((input, ctx) => {
      const max = input.kind === "percent" ? 10_000 : 10_000_000;
      const rate = input.rate;
      if (typeof rate !== "number" || !Number.isInteger(rate) || rate < 0 || rate > max) {
        ctx.addIssue({ code: "custom", path: ["rate"], message: RATE_RULES[input.kind] });
        return z.NEVER;
      }
      return { driver_id: input.driver_id, kind: input.kind, rate };
    }),
);
export type PayRuleInput = z.infer<typeof payRuleSchema>;

/** The rule a checked input stands for. */
export function ruleOf({ kind, rate }: { kind: PayKind; rate: number }): PayRule {
  if (kind === "flat") return { kind, centsPerJob: rate };
  if (kind === "per_mile") return { kind, centsPerMile: rate };
  return { kind, basisPoints: rate };
}

/** A rule's rate as the API and the form give it: cents, or basis points for a percentage. */
export function rateOf(rule: PayRule): number {
  if (rule.kind === "flat") return rule.centsPerJob;
  if (rule.kind === "per_mile") return rule.centsPerMile;
  return rule.basisPoints;
}

const DAY_RULE = "Dates are YYYY-MM-DD.";
const day = (required: string) => z.string({ error: required }).trim().min(1, required).refine(isCalendarDay, DAY_RULE);

export const PERIOD_RULE = "The period's end is on or after its start.";

/** POST admin/create-pay-statement: a driver and a period (UTC days, both included). */
export const createPayStatementSchema = z
  .object({
    driver_id: idField(DRIVER_ID_REQUIRED),
    from: day("Please choose the period's first day."),
    to: day("Please choose the period's last day."),
  })
  .refine((input) => input.from <= input.to, { path: ["to"], message: PERIOD_RULE });
export type CreatePayStatementInput = z.infer<typeof createPayStatementSchema>;

/** GET admin/get-pay-statements?page&limit&driver_id. */
export const payStatementListQuerySchema = pageQuerySchema.extend({
  driver_id: z.preprocess((v) => (v === "" ? undefined : v), idField(DRIVER_ID_REQUIRED).optional()),
});
export type PayStatementListQuery = z.infer<typeof payStatementListQuerySchema>;

export const STATEMENT_ID_REQUIRED = "Statement ID is required.";
/** GET admin/get-pay-statement?statement_id and its file (`format` pdf, the default, or csv). */
export const payStatementQuerySchema = z.object({
  statement_id: idField(STATEMENT_ID_REQUIRED),
  format: z.preprocess((v) => (v === "" || v === undefined ? "pdf" : v), z.enum(["pdf", "csv"], { error: "The format is pdf or csv." })),
});
