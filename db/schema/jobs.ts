import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { JOB_STATUSES } from "@/lib/jobs/statuses";
import { FUEL_TYPES } from "@/lib/vehicles/fuel-types";
import { companies } from "./companies";
import { drivers } from "./drivers";
import { oneOf, timestamps } from "./helpers";
import { rateCardVersions } from "./pricing";
import type { PriceLine } from "@/lib/pricing/price-quote";
import { users } from "./users";

const TIME_PATTERN = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

type VehiclePlacesColumns = Record<"vehicleMake" | "vehicleModel" | "pickupLocation" | "dropoffLocation", AnyPgColumn>;

/**
 * The job search's text for the vehicle and the places (DECISIONS.md "Search"). Its index and the
 * list query build it with this one function: PostgreSQL uses an expression index only for the
 * same expression. Plain `||` (the columns are not null) keeps it immutable, as an index needs.
 */
export function vehiclePlacesText(t: VehiclePlacesColumns): SQL {
  return sql`(${t.vehicleMake} || ' ' || ${t.vehicleModel} || ' ' || ${t.pickupLocation} || ' ' || ${t.dropoffLocation})`;
}

/** One job moves one vehicle (DECISIONS.md "Vehicles"). */
export const jobs = pgTable(
  "jobs",
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    /** The customer user who requested the job. */
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    requestStatus: text({ enum: JOB_STATUSES }).notNull(),
    /** Remembered on a cancellation request, restored when it is declined. */
    statusBeforeCancellation: text({ enum: JOB_STATUSES }),
    cancellationReason: text(),
    rescheduleReason: text(),
    driverId: integer().references(() => drivers.id, { onDelete: "set null" }),
    /** Bumped on every (re)assignment: links signed for an older value are revoked. */
    linkVersion: integer().notNull().default(0),

    vehicleYear: integer().notNull(),
    vehicleMake: text().notNull(),
    vehicleModel: text().notNull(),
    vinNumber: varchar({ length: 17 }).notNull(),
    fuelType: text({ enum: FUEL_TYPES }).notNull(),
    poNumber: text(),

    deliverWashed: boolean().notNull().default(false),
    deliverFull: boolean().notNull().default(false),
    sendDriverContactInfo: boolean().notNull().default(false),
    timeRelaxation: boolean().notNull().default(false),

    pickupBusinessName: text().notNull().default(""),
    pickupLocation: text().notNull(),
    pickupLatitude: doublePrecision().notNull(),
    pickupLongitude: doublePrecision().notNull(),
    /** Null only while awaiting a new date ("reschedule for future"). */
    pickupDate: date({ mode: "string" }),
    pickupTime: varchar({ length: 5 }),
    /** IANA zone of the pickup place: pickup_date and pickup_time are its wall-clock time (DECISIONS.md). */
    pickupTimezone: text(),
    pickupPocName: text().notNull(),
    pickupPocPhone: text().notNull(),
    pickupAdditionalNote: text().notNull().default(""),

    dropoffBusinessName: text().notNull().default(""),
    dropoffLocation: text().notNull(),
    dropoffLatitude: doublePrecision().notNull(),
    dropoffLongitude: doublePrecision().notNull(),
    dropoffDate: date({ mode: "string" }),
    dropoffTime: varchar({ length: 5 }),
    dropoffTimezone: text(),
    dropoffPocName: text().notNull(),
    dropoffPocPhone: text().notNull(),
    /** Optional: the receiver's tracking link is mailed here (DECISIONS.md "Notifications"). */
    dropoffPocEmail: text(),
    dropoffAdditionalNote: text().notNull().default(""),

    /** Notes for the company ("empire notes") and for the driver. */
    empireNotes: text().notNull().default(""),
    driverNotes: text().notNull().default(""),

    /** Google's driving distance in miles, taken at creation when the server has a key; null: the straight line times 1.2 stands in. */
    routeMiles: doublePrecision(),

    /**
     * The quote until approval, frozen by it (DECISIONS.md "Prices"): the total in cents, its lines
     * and the rate card version it was computed with. Null for jobs from before prices.
     */
    priceCents: integer(),
    priceLines: jsonb().$type<PriceLine[]>(),
    /** True when the miles priced were the straight line × 1.2. */
    priceIsEstimate: boolean().notNull().default(false),
    rateCardVersionId: integer().references(() => rateCardVersions.id, { onDelete: "restrict" }),
    /** Set when staff wrote the price by hand: a later reschedule or address edit no longer prices it again. */
    priceOverriddenAt: timestamp({ withTimezone: true, mode: "date" }),

    deliveredAt: timestamp({ withTimezone: true, mode: "date" }),
    /** Set when the delivery inspection is signed (DECISIONS.md "Bill of lading"): a delivery damage where pickup had none. */
    hasNewDamage: boolean().notNull().default(false),
    /** Set when the delivery inspection is signed: the miles driven pass the route's distance by more than the settings allow. */
    hasMileageFlag: boolean().notNull().default(false),
    /** Set while a driver's "Can't pick up" report waits for staff (continue, reschedule or a dry run). */
    hasPickupException: boolean().notNull().default(false),
    /** The driver's latest position, written with each location update (no scan of the track for "where is it now"). */
    lastLatitude: doublePrecision(),
    lastLongitude: doublePrecision(),
    lastLocationAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    // One index per list filter, each in the list's order (created_at desc, id desc). The status
    // one carries pickup_date too: the upcoming tab (approved, pickup from today) filters it
    // inside an index-only walk instead of fetching each row.
    index("jobs_status_created_idx").on(t.requestStatus, t.createdAt.desc(), t.id.desc(), t.pickupDate),
    index("jobs_company_created_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("jobs_company_status_created_idx").on(t.companyId, t.requestStatus, t.createdAt.desc(), t.id.desc()),
    index("jobs_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("jobs_pickup_date_idx").on(t.pickupDate),
    // The upcoming tab's total: approved with a pickup date from today, counted in the index.
    index("jobs_status_pickup_idx").on(t.requestStatus, t.pickupDate),
    // ILIKE '%text%' searches (pg_trgm, migration 0001). Without fastupdate (migration 0027): a new
    // job's trigrams go into the index at once, not into a pending list every search must read
    // whole (measured on 1M jobs after 2,500 new ones: 3 to 7 ms of PostgreSQL CPU per search).
    index("jobs_vin_trgm_idx").using("gin", t.vinNumber.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("jobs_po_trgm_idx").using("gin", t.poNumber.op("gin_trgm_ops")).with({ fastupdate: false }),
    // The search's vehicle and places (make, model, both addresses with their cities) as one text:
    // one trigram lookup instead of four, and "Toyota Camry" matches across make and model.
    index("jobs_vehicle_places_trgm_idx")
      .using("gin", sql`${vehiclePlacesText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("jobs_driver_idx").on(t.driverId),
    index("jobs_customer_idx").on(t.customerId),
    index("jobs_new_damage_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hasNewDamage}`),
    index("jobs_mileage_flag_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hasMileageFlag}`),
    index("jobs_pickup_exception_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hasPickupException}`),
    index("jobs_vin_idx").on(t.vinNumber),
    index("jobs_po_idx").on(sql`lower(${t.poNumber})`),
    check("jobs_status_ck", oneOf(t.requestStatus, JOB_STATUSES)),
    check("jobs_status_before_ck", sql`${t.statusBeforeCancellation} is null or ${oneOf(t.statusBeforeCancellation, JOB_STATUSES)}`),
    check("jobs_fuel_ck", oneOf(t.fuelType, FUEL_TYPES)),
    check("jobs_vin_ck", sql`${t.vinNumber} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check("jobs_year_ck", sql`${t.vehicleYear} between 1900 and 2200`),
    check("jobs_pickup_time_ck", sql`${t.pickupTime} is null or ${t.pickupTime} ~ '${sql.raw(TIME_PATTERN)}'`),
    check("jobs_dropoff_time_ck", sql`${t.dropoffTime} is null or ${t.dropoffTime} ~ '${sql.raw(TIME_PATTERN)}'`),
    check("jobs_pickup_lat_ck", sql`${t.pickupLatitude} between -90 and 90 and ${t.pickupLongitude} between -180 and 180`),
    check("jobs_price_ck", sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check("jobs_dropoff_lat_ck", sql`${t.dropoffLatitude} between -90 and 90 and ${t.dropoffLongitude} between -180 and 180`),
  ],
);

/** The timeline: one row per change of status, written in the same transaction. */
export const jobLogs = pgTable(
  "job_logs",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    requestStatus: text({ enum: JOB_STATUSES }).notNull(),
    /** The acting user; null when the driver acted through his link. */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    driverId: integer().references(() => drivers.id, { onDelete: "set null" }),
    /** Null for a change of status; else what happened without one (e.g. "rescheduled"). */
    event: text(),
    note: text(),
    /** How many times in a row the event happened, told by one entry (a driver's wrong VINs): the timeline is not flooded. */
    times: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("job_logs_job_idx").on(t.jobId, t.createdAt, t.id), check("job_logs_status_ck", oneOf(t.requestStatus, JOB_STATUSES))],
);

/**
 * Jobs per company and status, so the dashboard counts read a few rows instead of scanning the
 * jobs. Kept by triggers on jobs (migration 0003) in the same transaction as every insert, status
 * change and delete, whoever writes; tests/jobs/counters.test.ts checks they equal a real count.
 */
export const jobCounters = pgTable(
  "job_counters",
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    requestStatus: text({ enum: JOB_STATUSES }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.requestStatus] })],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type JobLog = typeof jobLogs.$inferSelect;

/**
 * Jobs per status over every company: staff's overview and list totals read these few rows
 * (job_counters would be summed over every company). Kept by the same triggers (migration 0005).
 */
export const jobStatusTotals = pgTable("job_status_totals", {
  requestStatus: text({ enum: JOB_STATUSES }).primaryKey(),
  count: integer().notNull().default(0),
});

/**
 * Jobs per status and pickup date over every company: the staff's "upcoming" total (approved,
 * pickup today or later) sums the few rows from today on instead of counting the jobs.
 */
export const jobPickupCounters = pgTable(
  "job_pickup_counters",
  {
    requestStatus: text({ enum: JOB_STATUSES }).notNull(),
    pickupDate: date({ mode: "string" }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestStatus, t.pickupDate] })],
);
