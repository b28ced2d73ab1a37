import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { drivers } from "./drivers";
import { expenses } from "./expenses";
import { oneOf } from "./helpers";
import { jobs } from "./jobs";
import { users } from "./users";

export const PAY_LINE_KINDS = ["job", "expense", "dry_run"] as const;
export type PayLineKind = (typeof PAY_LINE_KINDS)[number];

/**
 * A driver's pay statement for a period (DECISIONS.md "Trip costs, driver pay and exceptions"): the
 * delivered jobs and approved reimbursements of the period not on an earlier statement. Its lines
 * lock them: a job or an expense is on one statement at most (the lines' unique indexes).
 */
export const payStatements = pgTable(
  "pay_statements",
  {
    id: serial().primaryKey(),
    driverId: integer()
      .notNull()
      .references(() => drivers.id, { onDelete: "restrict" }),
    periodFrom: date({ mode: "string" }).notNull(),
    periodTo: date({ mode: "string" }).notNull(),
    jobsCents: integer().notNull(),
    expensesCents: integer().notNull(),
    totalCents: integer().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("pay_statements_driver_idx").on(t.driverId, t.id),
    check("pay_statements_period_ck", sql`${t.periodFrom} <= ${t.periodTo}`),
  ],
);

/** A statement's line: a delivered job's pay under the driver's rule, an approved expense's reimbursement, or a dry run's pay. */
export const payStatementLines = pgTable(
  "pay_statement_lines",
  {
    id: serial().primaryKey(),
    statementId: integer()
      .notNull()
      .references(() => payStatements.id, { onDelete: "cascade" }),
    kind: text({ enum: PAY_LINE_KINDS }).notNull(),
    jobId: integer().references(() => jobs.id, { onDelete: "restrict" }),
    expenseId: text().references(() => expenses.id, { onDelete: "restrict" }),
    /** What the line is ("job-58: Dallas, TX to Houston, TX", "Fuel on job-58") and how it was reckoned ("412 mi at $0.60"). */
    description: text().notNull(),
    detail: text().notNull().default(""),
    cents: integer().notNull(),
  },
  (t) => [
    index("pay_statement_lines_statement_idx").on(t.statementId, t.id),
    uniqueIndex("pay_statement_lines_job_uq")
      .on(t.jobId)
      .where(sql`${t.kind} = 'job'`),
    uniqueIndex("pay_statement_lines_expense_uq").on(t.expenseId),
    check("pay_statement_lines_kind_ck", oneOf(t.kind, PAY_LINE_KINDS)),
    check(
      "pay_statement_lines_ref_ck",
      sql`(${t.kind} in ('job', 'dry_run') and ${t.jobId} is not null and ${t.expenseId} is null) or (${t.kind} = 'expense' and ${t.expenseId} is not null)`,
    ),
  ],
);

export type PayStatement = typeof payStatements.$inferSelect;
export type PayStatementLine = typeof payStatementLines.$inferSelect;
