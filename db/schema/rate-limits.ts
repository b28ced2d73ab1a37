import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempt counters of the rate limits (lib/api/rate-limit.ts), one row per key and window, in
 * the database so that every instance of the app shares them and each hit counts atomically.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
});
