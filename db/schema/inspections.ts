import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DIAGRAM_VIEWS, INSPECTION_KINDS, PHOTO_PLACES, type PhotoSlot } from "@/lib/inspections/vocabulary";
import { drivers } from "./drivers";
import { oneOf, timestamps } from "./helpers";
import { jobs } from "./jobs";
import { storedFiles } from "./rides";
import { users } from "./users";

/** open: being made on the phone; signed: locked; incomplete: filled by an older client's check-in or delivery call. */
export const INSPECTION_STATES = ["open", "signed", "incomplete"] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];

/** A pen stroke of a signature: points [x, y] as fractions of the pad's width and height. */
export type SignatureStroke = [number, number][];

const moment = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * A condition report (DECISIONS.md "Condition reports"): one per job and kind (pickup,
 * delivery). Its parts come from the phone in any order, each with an id made there; the
 * readings and the signature are kept here, photos and damages in their own tables.
 */
export const inspections = pgTable(
  "inspections",
  {
    id: serial().primaryKey(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    kind: text({ enum: INSPECTION_KINDS }).notNull(),
    state: text({ enum: INSPECTION_STATES }).notNull().default("open"),
    driverId: integer().references(() => drivers.id, { onDelete: "set null" }),
    /** The company's required slots when the inspection began. */
    requiredSlots: jsonb().$type<PhotoSlot[]>().notNull(),
    vinCheckedAt: moment(),
    /** The phone's id of the readings part last applied, and when they were taken. */
    readingId: text(),
    readingCapturedAt: moment(),
    odometer: integer(),
    fuelEighths: integer(),
    chargePercent: integer(),
    keysCount: integer(),
    looseItems: text().notNull().default(""),
    /** The delivery's: keys fewer or loose items missing against the signed pickup (claims.ts), for the staff's filter once signed. */
    hasMissingItems: boolean().notNull().default(false),
    conditions: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    conditionsOther: text().notNull().default(""),
    noDamage: boolean().notNull().default(false),
    /** Free text of an older client's call (damage or delivery notes). */
    notes: text().notNull().default(""),
    signatureId: text(),
    signerName: text(),
    signatureStrokes: jsonb().$type<SignatureStroke[]>(),
    /** The driver who signs for the carrier, as its agent (the BOL's carrier signature). */
    driverName: text(),
    driverSignatureStrokes: jsonb().$type<SignatureStroke[]>(),
    /** "Customer not available": the driver's attestation instead of a signature. */
    customerUnavailable: boolean().notNull().default(false),
    attestation: text(),
    signedAt: moment(),
    signatureReceivedAt: moment(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("inspections_job_kind_uq").on(t.jobId, t.kind),
    index("inspections_missing_items_idx")
      .on(t.jobId)
      .where(sql`${t.hasMissingItems} and ${t.state} = 'signed'`),
    check("inspections_kind_ck", oneOf(t.kind, INSPECTION_KINDS)),
    check("inspections_state_ck", oneOf(t.state, INSPECTION_STATES)),
    check(
      "inspections_readings_ck",
      sql`(${t.odometer} is null or ${t.odometer} >= 0) and (${t.fuelEighths} is null or ${t.fuelEighths} between 0 and 8)
        and (${t.chargePercent} is null or ${t.chargePercent} between 0 and 100) and (${t.keysCount} is null or ${t.keysCount} >= 0)`,
    ),
  ],
);

/** A photo of an inspection, with its evidence: the hash of the bytes as sent, capture and receive times, position. */
export const inspectionPhotos = pgTable(
  "inspection_photos",
  {
    /** Made on the phone: the same photo sent twice is stored once. */
    id: text().primaryKey(),
    inspectionId: integer()
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    place: text({ enum: PHOTO_PLACES }).notNull(),
    fileId: text()
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    sha256: text().notNull(),
    capturedAt: moment().notNull(),
    receivedAt: moment().notNull().defaultNow(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [
    index("inspection_photos_inspection_idx").on(t.inspectionId, t.capturedAt),
    check("inspection_photos_place_ck", oneOf(t.place, PHOTO_PLACES)),
    check(
      "inspection_photos_coords_ck",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
  ],
);

/** A damage marked on the diagram: where (view, x and y as fractions of the drawing), what, how bad, and its photos. */
export const inspectionDamages = pgTable(
  "inspection_damages",
  {
    id: text().primaryKey(),
    inspectionId: integer()
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    view: text({ enum: DIAGRAM_VIEWS }).notNull(),
    x: real().notNull(),
    y: real().notNull(),
    area: text().notNull(),
    type: text().notNull(),
    severity: text().notNull(),
    /** Ids of this inspection's photos showing it (they may arrive after the damage). */
    photoIds: jsonb().$type<string[]>().notNull(),
    capturedAt: moment().notNull(),
    receivedAt: moment().notNull().defaultNow(),
  },
  (t) => [
    index("inspection_damages_inspection_idx").on(t.inspectionId),
    check("inspection_damages_view_ck", oneOf(t.view, DIAGRAM_VIEWS)),
    check("inspection_damages_xy_ck", sql`${t.x} between 0 and 1 and ${t.y} between 0 and 1`),
  ],
);

/** A correction of a signed inspection: never an edit, always an addendum with its author and time. */
export const inspectionAddenda = pgTable(
  "inspection_addenda",
  {
    id: serial().primaryKey(),
    inspectionId: integer()
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    driverId: integer().references(() => drivers.id, { onDelete: "set null" }),
    authorName: text().notNull(),
    text: text().notNull(),
    createdAt: moment().notNull().defaultNow(),
  },
  (t) => [index("inspection_addenda_inspection_idx").on(t.inspectionId, t.createdAt)],
);

export type Inspection = typeof inspections.$inferSelect;
export type InspectionPhoto = typeof inspectionPhotos.$inferSelect;
export type InspectionDamage = typeof inspectionDamages.$inferSelect;
export type InspectionAddendum = typeof inspectionAddenda.$inferSelect;
