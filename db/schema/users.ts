import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { ROLES } from "@/lib/auth/roles";
import { companies } from "./companies";
import { oneOf, timestamps } from "./helpers";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    /** First and last name joined by a space (SPEC.md §3). */
    username: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(""),
    email: text().notNull(),
    phoneNumber: text().notNull().default(""),
    /** Null until an invited user chooses a password. */
    passwordHash: text(),
    role: text({ enum: ROLES }).notNull(),
    active: boolean().notNull().default(true),
    /** Bumped on deactivation and password change: older tokens stop working at once. */
    sessionVersion: integer().notNull().default(0),
    companyId: integer().references((): AnyPgColumn => companies.id, { onDelete: "restrict" }),
    createdBy: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    lastLogin: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    index("users_company_idx").on(t.companyId),
    index("users_username_trgm_idx").using("gin", t.username.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("users_role_idx").on(t.role),
    check("users_role_ck", oneOf(t.role, ROLES)),
    check("users_customer_company_ck", sql`${t.role} <> 'customer' or ${t.companyId} is not null`),
    check("users_phone_ck", sql`${t.phoneNumber} ~ '^[0-9]{0,15}$'`),
  ],
);

export const TOKEN_KINDS = ["reset", "invitation"] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Single-use tokens of password reset and invitation mails; only a hash is stored. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: TOKEN_KINDS }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("one_time_tokens_hash_uq").on(t.tokenHash),
    index("one_time_tokens_user_idx").on(t.userId),
    check("one_time_tokens_kind_ck", oneOf(t.kind, TOKEN_KINDS)),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
