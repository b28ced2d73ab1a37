import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { VehicleClass } from "@/lib/vehicles/vehicle-classes";
import { companies } from "./companies";
import { oneOf, timestamps } from "./helpers";
import { users } from "./users";

/** The vehicle make/model catalogue; models are stored as a list. */
export const vehicleMakes = pgTable(
  "vehicle_makes",
  {
    id: serial().primaryKey(),
    make: text().notNull(),
    models: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Each model's class (DECISIONS.md "Prices"), by model name; a model missing here is a sedan. */
    modelClasses: jsonb()
      .$type<Record<string, VehicleClass>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("vehicle_makes_make_lower_uq").on(sql`lower(${t.make})`),
    check("vehicle_makes_models_ck", sql`cardinality(${t.models}) >= 1`),
  ],
);

export const ADDRESS_TYPES = ["pickup", "dropoff"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** A company's saved pickup or drop-off addresses. */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    type: text({ enum: ADDRESS_TYPES }).notNull(),
    label: text().notNull().default(""),
    address: text().notNull(),
    businessName: text().notNull().default(""),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    ...timestamps,
  },
  (t) => [
    index("saved_addresses_company_idx").on(t.companyId, t.createdAt.desc()),
    check("saved_addresses_type_ck", oneOf(t.type, ADDRESS_TYPES)),
  ],
);

export type VehicleMake = typeof vehicleMakes.$inferSelect;
export type SavedAddress = typeof savedAddresses.$inferSelect;

/**
 * A make decoded from a VIN that the catalogue lacks (issue 34): staff are offered to add it in
 * Settings, with the model and VIN last seen. One row per make (its name key: case and punctuation
 * never count); a make added to the catalogue is no longer offered.
 */
export const vinUnknownMakes = pgTable("vin_unknown_makes", {
  makeKey: text().primaryKey(),
  make: text().notNull(),
  model: text().notNull().default(""),
  vin: text().notNull(),
  seenCount: integer().notNull().default(1),
  lastSeenAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
