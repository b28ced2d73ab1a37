import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { oneOf, timestamps } from "./helpers";

export const BILLING_CYCLES = ["per_job", "monthly"] as const;
export const NET_DAYS = [0, 15, 30, 45, 60] as const;

/**
 * A company's billing terms (DECISIONS.md "Invoices and payments"). A company without a row bills
 * per job, net 30, without tax, to its own e-mail.
 */
export const billingTerms = pgTable(
  "billing_terms",
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** "per_job": an invoice when a job is delivered; "monthly": one on the 1st for the month before. */
    cycle: text().$type<(typeof BILLING_CYCLES)[number]>().notNull().default("per_job"),
    netDays: integer().notNull().default(30),
    /** Basis points (825 = 8.25 %); null: no tax. */
    taxRateBp: integer(),
    /** Empty: the company's own e-mail. */
    billingEmail: text().notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("billing_terms_cycle_ck", oneOf(t.cycle, BILLING_CYCLES)),
    check("billing_terms_net_days_ck", sql`${t.netDays} in (0, 15, 30, 45, 60)`),
    check("billing_terms_tax_ck", sql`${t.taxRateBp} is null or ${t.taxRateBp} between 0 and 10000`),
  ],
);

export type BillingTerms = typeof billingTerms.$inferSelect;
