import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A user's choice for one event (DECISIONS.md "Notifications"); no row means on. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/**
 * Addresses that are no user's (a drop-off contact's) and asked for no more mail through a
 * mail's unsubscribe link; kept in lower case.
 */
export const mailOptOuts = pgTable("mail_opt_outs", {
  email: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
