import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { PhotoSlot } from "@/lib/inspections/vocabulary";
import { timestamps } from "./helpers";
import { rateCards } from "./pricing";
import { users } from "./users";

export const companies = pgTable(
  "companies",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Billing address. */
    address: text().notNull(),
    email: text().notNull().default(""),
    contactPersonName: text().notNull(),
    contactPersonPhone: text().notNull(),
    active: boolean().notNull().default(true),
    /** The photo slots its jobs' inspections require; null means the default six (DECISIONS.md). */
    inspectionSlots: jsonb().$type<PhotoSlot[]>(),
    /** Its own rate card; null prices its jobs with the default card (DECISIONS.md "Prices"). */
    rateCardId: integer().references(() => rateCards.id, { onDelete: "set null" }),
    createdBy: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("companies_name_lower_idx").on(sql`lower(${t.name})`),
    // One company per name, whatever its case and surrounding spaces.
    uniqueIndex("companies_name_unique_idx").on(sql`lower(btrim(${t.name}))`),
    index("companies_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("companies_created_at_idx").on(t.createdAt),
  ],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
