import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { invoiceLines } from "./invoices";
import { drivers } from "./drivers";
import { oneOf } from "./helpers";
import { jobs } from "./jobs";
import { storedFiles } from "./rides";
import { users } from "./users";
import { PICKUP_EXCEPTION_OUTCOMES, PICKUP_EXCEPTION_REASONS } from "@/lib/pickup-exceptions/messages";

export {
  PICKUP_EXCEPTION_OUTCOMES,
  PICKUP_EXCEPTION_REASONS,
  type PickupExceptionOutcome,
  type PickupExceptionReason,
} from "@/lib/pickup-exceptions/messages";

/**
 * A driver's "Can't pick up" report, before check-in: the reason, a photo and where the phone was.
 * The id is made on the phone, so a report sent twice is stored once. Open until staff decide.
 */
export const pickupExceptions = pgTable(
  "pickup_exceptions",
  {
    id: text().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: "restrict" }),
    reason: text({ enum: PICKUP_EXCEPTION_REASONS }).notNull(),
    note: text().notNull().default(""),
    photoFileId: text()
      .notNull()
      .references(() => storedFiles.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    capturedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    outcome: text({ enum: PICKUP_EXCEPTION_OUTCOMES }),
    resolvedBy: integer().references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** A dry run's pay to the driver, from the settings when staff decided (the driver's next statement). */
    dryRunPayCents: integer(),
  },
  (t) => [
    index("pickup_exceptions_job_idx").on(t.jobId, t.createdAt),
    // A driver's dry runs by when they were decided (the pay statement's period).
    index("pickup_exceptions_dry_run_idx")
      .on(t.driverId, t.resolvedAt)
      .where(sql`${t.outcome} = 'dry_run'`),
    check("pickup_exceptions_reason_ck", oneOf(t.reason, PICKUP_EXCEPTION_REASONS)),
    check("pickup_exceptions_outcome_ck", sql`${t.outcome} is null or ${oneOf(t.outcome, PICKUP_EXCEPTION_OUTCOMES)}`),
    check("pickup_exceptions_coords_ck", sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export type PickupException = typeof pickupExceptions.$inferSelect;

/**
 * "I've arrived" on the link, within 300 m of the pickup (DECISIONS.md "Trip costs"): the waiting
 * clock's start, one per job (the first arrival counts). The free period and the rate are the
 * settings' when the driver arrived, so a later change of the settings leaves this wait as it was.
 * Billed once: the invoice line it became is kept here.
 */
export const pickupArrivals = pgTable(
  "pickup_arrivals",
  {
    jobId: integer()
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Made on the phone: the same arrival sent again is answered, not stored twice. */
    id: text().notNull(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: "restrict" }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** How far the phone was from the pickup address. */
    metersFromPickup: integer().notNull(),
    /** The phone's clock when the driver pressed (never later than the server received it). */
    arrivedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    freeMinutes: integer().notNull(),
    quarterRateCents: integer().notNull(),
    invoiceLineId: integer().references(() => invoiceLines.id, { onDelete: "set null" }),
  },
  (t) => [check("pickup_arrivals_coords_ck", sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`)],
);

export type PickupArrival = typeof pickupArrivals.$inferSelect;
