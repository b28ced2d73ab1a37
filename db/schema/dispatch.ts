import { date, index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { drivers } from "./drivers";
import { users } from "./users";

/** A driver's day off (DECISIONS.md "Dispatch"), marked by staff on the board; a calendar date, no zone. */
export const driverDaysOff = pgTable(
  "driver_days_off",
  {
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    markedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.day] }), index("driver_days_off_day_idx").on(t.day)],
);

export type DriverDayOff = typeof driverDaysOff.$inferSelect;
