import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { RateCardTerms } from "@/lib/pricing/rate-card-terms";
import { timestamps } from "./helpers";
import { users } from "./users";

/**
 * Rate cards (DECISIONS.md "Prices"): one default card, and cards an admin gives companies
 * (companies.rate_card_id; null prices with the default). A card's terms live in its versions.
 */
export const rateCards = pgTable(
  "rate_cards",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // One default card.
    uniqueIndex("rate_cards_one_default_uq")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    uniqueIndex("rate_cards_name_lower_uq").on(sql`lower(${t.name})`),
  ],
);

/**
 * An edit of a card is a new version in effect from a date; a version is never changed, so a job
 * priced with it (jobs.rate_card_version_id) keeps what it was priced with.
 */
export const rateCardVersions = pgTable(
  "rate_card_versions",
  {
    id: serial().primaryKey(),
    rateCardId: integer()
      .notNull()
      .references(() => rateCards.id, { onDelete: "restrict" }),
    version: integer().notNull(),
    effectiveFrom: date({ mode: "string" }).notNull(),
    terms: jsonb().$type<RateCardTerms>().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rate_card_versions_card_version_uq").on(t.rateCardId, t.version),
    index("rate_card_versions_card_from_idx").on(t.rateCardId, t.effectiveFrom.desc(), t.version.desc()),
    check("rate_card_versions_version_ck", sql`${t.version} >= 1`),
  ],
);

export type RateCard = typeof rateCards.$inferSelect;
export type RateCardVersion = typeof rateCardVersions.$inferSelect;
