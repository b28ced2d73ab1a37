import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drivers } from "./drivers";
import { oneOf, timestamps } from "./helpers";
import { invoiceLines } from "./invoices";
import { jobs } from "./jobs";
import { storedFiles } from "./rides";
import { users } from "./users";

export const EXPENSE_TYPES = ["fuel", "toll", "hotel", "flight", "train", "rideshare", "parking", "other"] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** waiting for staff; approved as claimed; approved at another amount (with a reason); rejected (with a reason). */
export const EXPENSE_STATES = ["waiting", "approved", "approved_other", "rejected"] as const;
export type ExpenseState = (typeof EXPENSE_STATES)[number];

/** Why a receipt is off route (lib/trip-costs/off-route.ts): too far from the route, before check-in, after the trip. */
export const OFF_ROUTE_REASONS = ["far", "before", "after"] as const;

/**
 * A driver's expense on a job (DECISIONS.md "Trip costs"): the costed form of a receipt. The id is
 * made on the phone, so an expense sent twice is stored once. The receipt's place and time are kept
 * as the phone sent them and as the photo's EXIF told them; the off-route verdict is taken once, at
 * receipt, from the EXIF's where present, else the phone's.
 */
export const expenses = pgTable(
  "expenses",
  {
    id: text().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: "restrict" }),
    type: text({ enum: EXPENSE_TYPES }).notNull(),
    amountCents: integer().notNull(),
    receiptFileId: text()
      .notNull()
      // No action (not restrict): deleting a job removes its files and its expenses in one statement.
      .references(() => storedFiles.id),
    receiptSha256: text().notNull(),
    note: text().notNull().default(""),
    /** The phone's clock and position when the receipt was taken. */
    capturedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** The photo's own (EXIF), when it had them. */
    exifTakenAt: timestamp({ withTimezone: true, mode: "date" }),
    exifLatitude: doublePrecision(),
    exifLongitude: doublePrecision(),
    offRoute: boolean().notNull().default(false),
    offRouteReasons: text({ enum: OFF_ROUTE_REASONS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kmFromRoute: doublePrecision(),
    state: text({ enum: EXPENSE_STATES }).notNull().default("waiting"),
    /** What staff approved: the amount, or another one. */
    approvedCents: integer(),
    /** Staff's reason for another amount or a rejection. */
    reason: text(),
    /** Billed on to the customer on the invoice (approved expenses only). */
    rebill: boolean().notNull().default(false),
    /** The invoice line a re-billed expense became (lib/trip-costs/invoice-lines.ts); a removed draft line frees it. */
    invoiceLineId: integer().references(() => invoiceLines.id, { onDelete: "set null" }),
    reviewedBy: integer().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    index("expenses_job_idx").on(t.jobId, t.createdAt),
    // The staff's list of waiting expenses, newest first, stays an index scan at any size.
    index("expenses_waiting_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.state} = 'waiting'`),
    // ...and searched by driver.
    index("expenses_waiting_driver_idx")
      .on(t.driverId, t.createdAt.desc())
      .where(sql`${t.state} = 'waiting'`),
    check("expenses_type_ck", oneOf(t.type, EXPENSE_TYPES)),
    check("expenses_state_ck", oneOf(t.state, EXPENSE_STATES)),
    check("expenses_amount_ck", sql`${t.amountCents} > 0 and (${t.approvedCents} is null or ${t.approvedCents} >= 0)`),
    check(
      "expenses_coords_ck",
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);

export type Expense = typeof expenses.$inferSelect;
