import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

const moment = () => timestamp({ withTimezone: true, mode: "date" });

/**
 * Admins' webhook endpoints (DECISIONS.md "Notifications"): each gets the events it names,
 * signed with its secret as the Standard Webhooks specification says. Deliveries are outbox
 * messages of kind webhook (outbox.ts), so they are retried and logged like mail.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: serial().primaryKey(),
  url: text().notNull(),
  description: text().notNull().default(""),
  /** Event ids (lib/webhooks/events.ts). */
  events: jsonb().$type<string[]>().notNull(),
  /** `whsec_` and base64 of the key, as the specification writes it. */
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  createdBy: integer().references(() => users.id, { onDelete: "set null" }),
  createdAt: moment().notNull().defaultNow(),
  /** Since when every attempt failed (null after a delivery); a day of it switches the endpoint off. */
  failingSince: moment(),
  /** Attempts failed in a row: the endpoint's own backoff. */
  failures: integer().notNull().default(0),
  /** Its deliveries wait until then, so one dead endpoint costs one timeout per backoff, not one per message. */
  pausedUntil: moment(),
});

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
