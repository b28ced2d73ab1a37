import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { drivers } from "./drivers";
import { oneOf, timestamps } from "./helpers";
import { jobs } from "./jobs";

export const RIDE_STATUSES = ["checked_in", "ride_started", "delivered"] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** The driver's ride of a job: check-in and delivery data. */
export const rides = pgTable(
  "rides",
  {
    id: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: "restrict" }),
    rideStatus: text({ enum: RIDE_STATUSES }).notNull(),
    checkinMileage: integer(),
    damageNotes: text(),
    endingMileage: integer(),
    deliveryNotes: text(),
    checkedInAt: timestamp({ withTimezone: true, mode: "date" }),
    startedAt: timestamp({ withTimezone: true, mode: "date" }),
    deliveredAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("rides_job_uq").on(t.jobId),
    check("rides_status_ck", oneOf(t.rideStatus, RIDE_STATUSES)),
    check(
      "rides_mileage_ck",
      sql`(${t.checkinMileage} is null or ${t.checkinMileage} >= 0) and (${t.endingMileage} is null or ${t.endingMileage} >= 0)`,
    ),
  ],
);

/** Every position the driver sent; the track of the job. */
export const locationUpdates = pgTable(
  "location_updates",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: "restrict" }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** When the phone took the position (the track's order); its receipt when it sent none. */
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** When the server received it: later than createdAt for positions kept on the phone without signal. */
    receivedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The phone's id of the position (a batch sent again stores each once); none for the single-position call. */
    clientId: text(),
  },
  (t) => [
    index("location_updates_job_idx").on(t.jobId, t.createdAt, t.id),
    uniqueIndex("location_updates_client_uq").on(t.jobId, t.clientId),
    check("location_updates_coords_ck", sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const FILE_STORAGES = ["local", "uploadthing"] as const;

/**
 * A stored upload. The id is random and unguessable; files are served only through
 * a route that checks the caller may see the job (or, for profile pictures, is staff).
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: text().primaryKey(),
    storage: text({ enum: FILE_STORAGES }).notNull(),
    /** Storage-specific key (a path under the uploads folder, or an UploadThing file key). */
    storageKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    originalName: text().notNull().default(""),
    sha256: text().notNull(),
    /** Access scope: the job the file belongs to; null for profile pictures. */
    jobId: integer().references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("stored_files_job_idx").on(t.jobId), check("stored_files_storage_ck", oneOf(t.storage, FILE_STORAGES))],
);

/**
 * Derived copies of a stored image (DECISIONS.md "Evidence": thumbnails are derived copies), one
 * per width, made on first request and kept in the same storage as new files; the original
 * stays as sent. Any app instance reads the copy another made.
 */
export const fileVariants = pgTable(
  "file_variants",
  {
    fileId: text()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    width: integer().notNull(),
    storage: text({ enum: FILE_STORAGES }).notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.width] }), check("file_variants_storage_ck", oneOf(t.storage, FILE_STORAGES))],
);

export const PHOTO_KINDS = ["inspection", "delivery"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** Check-in (inspection) and delivery photos. The same image is never stored twice for a step. */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    driverId: integer().references(() => drivers.id, { onDelete: "set null" }),
    kind: text({ enum: PHOTO_KINDS }).notNull(),
    fileId: text()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("job_photos_dedupe_uq").on(t.jobId, t.kind, t.sha256), check("job_photos_kind_ck", oneOf(t.kind, PHOTO_KINDS))],
);

/** The driver's trip documents of a job: one row per job, each document a stored file. */
export const tripDocuments = pgTable(
  "trip_documents",
  {
    id: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    driverId: integer().references(() => drivers.id, { onDelete: "set null" }),
    dailyDriverLog: text().references(() => storedFiles.id, { onDelete: "set null" }),
    flightConfirmation: text().references(() => storedFiles.id, { onDelete: "set null" }),
    fuelReceipt: text().references(() => storedFiles.id, { onDelete: "set null" }),
    hotelReceipt: text().references(() => storedFiles.id, { onDelete: "set null" }),
    additionalNotes: text().notNull().default(""),
    /** Stored file ids of the other receipts, in upload order. */
    otherReceipts: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [uniqueIndex("trip_documents_job_uq").on(t.jobId)],
);

export type Ride = typeof rides.$inferSelect;
export type LocationUpdate = typeof locationUpdates.$inferSelect;
export type StoredFile = typeof storedFiles.$inferSelect;
