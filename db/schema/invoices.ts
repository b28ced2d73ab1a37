import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PriceLine } from "@/lib/pricing/price-quote";
import { companies } from "./companies";
import { oneOf, timestamps } from "./helpers";
import { jobs } from "./jobs";
import { storedFiles } from "./rides";
import { users } from "./users";
import { INVOICE_STATES, PAYMENT_METHODS } from "@/lib/invoices/invoice-vocabulary";

export { INVOICE_STATES, PAYMENT_METHODS, type InvoiceState, type PaymentMethod } from "@/lib/invoices/invoice-vocabulary";

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

/**
 * An invoice: a draft until staff send it, when it gets its number (INV-{year}-{5 digits}), its
 * issue and due dates and its tax; a sent invoice never changes (DECISIONS.md).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    state: text({ enum: INVOICE_STATES }).notNull().default("draft"),
    cycle: text().$type<(typeof BILLING_CYCLES)[number]>().notNull(),
    /** A monthly invoice's month (its first day); null for a per-job invoice. */
    period: date({ mode: "string" }),
    number: text(),
    issuedAt: timestamp({ withTimezone: true, mode: "date" }),
    dueDate: date({ mode: "string" }),
    /** Frozen when it is sent (lib/invoices/invoice-totals.ts); a draft's are computed from its lines. */
    taxRateBp: integer(),
    subtotalCents: integer(),
    taxCents: integer(),
    totalCents: integer(),
    /** What payments and credit notes took off the total: the balance is total − paid − credited. */
    paidCents: integer().notNull().default(0),
    creditedCents: integer().notNull().default(0),
    /** The sent invoice's PDF, rendered by the outbox's worker after the send. */
    pdfFileId: text().references(() => storedFiles.id),
    /** When the "invoice overdue" mail went out (once, the first day past due: lib/invoices/overdue-invoices.ts). */
    overdueMailedAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_number_uq").on(t.number),
    // The staff's list, newest first, by state tab (lib/invoices/invoice-queries.ts).
    index("invoices_state_id_idx").on(t.state, t.id),
    // Its search by number (ILIKE '%text%', pg_trgm of migration 0001).
    index("invoices_number_trgm_idx").using("gin", sql`${t.number} gin_trgm_ops`),
    // One monthly draft per company and month.
    uniqueIndex("invoices_company_period_uq")
      .on(t.companyId, t.period)
      .where(sql`${t.period} is not null`),
    // A company's invoices newest first (a customer's list, the staff's search by company).
    // Ascending: walked backward it gives "id desc" as the list orders (an index of "id desc" is
    // NULLS LAST, which that order is not, so the planner never used it).
    index("invoices_company_id_idx").on(t.companyId, t.id),
    // The worker's overdue round: open invoices not yet reminded, by due date.
    index("invoices_overdue_due_idx")
      .on(t.dueDate)
      .where(sql`${t.state} in ('sent', 'partly_paid') and ${t.overdueMailedAt} is null`),
    check("invoices_state_ck", oneOf(t.state, INVOICE_STATES)),
    check("invoices_cycle_ck", oneOf(t.cycle, BILLING_CYCLES)),
    check("invoices_paid_ck", sql`${t.paidCents} >= 0 and ${t.creditedCents} >= 0`),
  ],
);

/**
 * How many invoices each company has in each state, kept by triggers in the transaction of every
 * write (migration 0024), so a list's total reads a few rows instead of counting every invoice.
 */
export const invoiceStateCounts = pgTable(
  "invoice_state_counts",
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    state: text({ enum: INVOICE_STATES }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.state] }), index("invoice_state_counts_state_idx").on(t.state)],
);

/** A line: a delivered job with its price lines, or a line staff add to a draft (storage, ...). */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    /** A delivered job is billable once: on one line of one invoice. */
    jobId: integer().references(() => jobs.id, { onDelete: "restrict" }),
    description: text().notNull(),
    cents: integer().notNull(),
    priceLines: jsonb().$type<PriceLine[]>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoice_lines_job_uq").on(t.jobId),
    index("invoice_lines_invoice_idx").on(t.invoiceId),
    check("invoice_lines_cents_ck", sql`${t.cents} >= 0`),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;

/** The last invoice number of each year: its row, locked by the sending transaction, keeps the numbers gap-free and in order. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

/** A payment staff recorded against a sent invoice (DECISIONS.md "Invoices and payments"). */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    paidOn: date({ mode: "string" }).notNull(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    reference: text().notNull().default(""),
    recordedBy: integer().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId),
    index("invoice_payments_paid_on_idx").on(t.paidOn),
    check("invoice_payments_amount_ck", sql`${t.amountCents} > 0`),
    check("invoice_payments_method_ck", oneOf(t.method, PAYMENT_METHODS)),
  ],
);

export type InvoicePayment = typeof invoicePayments.$inferSelect;

/** A correction of a sent invoice (CN-{year}-{5 digits}): it lowers the invoice's balance; the invoice itself never changes. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    number: text().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    issuedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    issuedBy: integer().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("credit_notes_number_uq").on(t.number),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    check("credit_notes_amount_ck", sql`${t.amountCents} > 0`),
  ],
);

export type CreditNote = typeof creditNotes.$inferSelect;

/** The last credit note number of each year, locked by the issuing transaction as the invoices' counter is. */
export const creditNoteCounters = pgTable("credit_note_counters", {
  year: integer().primaryKey(),
  last: integer().notNull(),
});
