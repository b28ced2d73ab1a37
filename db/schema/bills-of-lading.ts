import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { storedFiles } from "./rides";

/**
 * An issued version of a job's bill of lading, BOL-{jobId} (DECISIONS.md): version 1 when the
 * pickup inspection is signed, 2 when the delivery inspection is. Immutable: a row is never
 * updated; the file's SHA-256 is what /verify/BOL-{jobId} checks an upload against.
 */
export const billsOfLading = pgTable(
  "bills_of_lading",
  {
    id: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    fileId: text()
      .notNull()
      .references(() => storedFiles.id),
    sha256: text().notNull(),
    issuedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bills_of_lading_job_version_uq").on(t.jobId, t.version),
    index("bills_of_lading_sha_idx").on(t.sha256),
    check("bills_of_lading_version_ck", sql`${t.version} in (1, 2)`),
  ],
);

/**
 * The operator's settings that are not per company: the carrier block and terms of the bill
 * of lading, and the mileage check's threshold. One row (id 1), created by the migration.
 */
export const appSettings = pgTable(
  "app_settings",
  {
    id: integer().primaryKey().default(1),
    carrierName: text().notNull().default(""),
    carrierAddress: text().notNull().default(""),
    carrierPhone: text().notNull().default(""),
    usdotNumber: text().notNull().default(""),
    mcNumber: text().notNull().default(""),
    bolTerms: text().notNull().default(""),
    /** A trip is flagged when its driven miles pass the route's distance plus this share… */
    mileagePercent: integer().notNull().default(15),
    /** …plus these miles. */
    mileageMiles: integer().notNull().default(25),
    /** The dispatch board's drive per day: a job occupies its driver for its route miles at this pace. */
    milesPerDay: integer().notNull().default(500),
    /** Where customers pay, printed on every invoice (bank, account, address for checks). */
    remittanceDetails: text().notNull().default(""),
    /** A pickup cancelled as a "dry run" (DECISIONS.md "Trip costs"): billed to the company, paid to the driver. */
    dryRunFeeCents: integer().notNull().default(15_000),
    dryRunPayCents: integer().notNull().default(7_500),
    /** Waiting at pickup: free for this long after "I've arrived", then each started 15 minutes at the rate. */
    waitingFreeMinutes: integer().notNull().default(60),
    waitingQuarterCents: integer().notNull().default(1_250),
    updatedAt: timestamp({ withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("app_settings_one_row_ck", sql`${t.id} = 1`),
    check("app_settings_mileage_ck", sql`${t.mileagePercent} between 0 and 500 and ${t.mileageMiles} between 0 and 5000`),
    check("app_settings_miles_per_day_ck", sql`${t.milesPerDay} between 1 and 2000`),
    check("app_settings_dry_run_ck", sql`${t.dryRunFeeCents} >= 0 and ${t.dryRunPayCents} >= 0`),
    check("app_settings_waiting_ck", sql`${t.waitingFreeMinutes} between 0 and 1440 and ${t.waitingQuarterCents} >= 0`),
  ],
);

export type BillOfLading = typeof billsOfLading.$inferSelect;
export type AppSettings = typeof appSettings.$inferSelect;
