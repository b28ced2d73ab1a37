import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { PayRule } from "@/lib/trip-costs/pay-rule";
import { timestamps } from "./helpers";
import { users } from "./users";

export const drivers = pgTable(
  "drivers",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** Internal note, never shown to customers. */
    note: text().notNull().default(""),
    /** A stored file id (served through the files route) or null for the default picture. */
    profilePicture: text(),
    active: boolean().notNull().default(true),
    referredBy: integer().references(() => users.id, { onDelete: "set null" }),
    /** How the driver is paid per delivered job (lib/trip-costs/pay-rule.ts); null until staff set it. */
    payRule: jsonb().$type<PayRule>(),
    ...timestamps,
  },
  (t) => [uniqueIndex("drivers_email_lower_uq").on(sql`lower(${t.email})`), index("drivers_name_lower_idx").on(sql`lower(${t.name})`)],
);

export type Driver = typeof drivers.$inferSelect;
export type NewDriver = typeof drivers.$inferInsert;
