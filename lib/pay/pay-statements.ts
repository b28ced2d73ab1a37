import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "@/db/client";
import { drivers, expenses, jobs, payStatementLines, payStatements, pickupExceptions, type PayLineKind } from "@/db/schema";
import { REASON_LABELS as PICKUP_REASON_WORDS } from "@/lib/pickup-exceptions/schemas";
import { conflict, notFound } from "@/lib/api/errors";
import { offsetOf, type Paged } from "@/lib/api/pagination";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { DRIVER_NOT_FOUND } from "@/lib/drivers/driver-queries";
import { EXPENSE_TYPE_TITLES } from "@/lib/expenses/messages";
import { formatCents } from "@/lib/format/money";
import { cityOf } from "@/lib/places/city";
import { jobLabel } from "@/lib/format/route-text";
import { payForJob, type PayRule } from "@/lib/trip-costs/pay-rule";
import type { CreatePayStatementInput, PayStatementListQuery } from "./pay-schemas";

export const PAY_STATEMENT_CREATED = "Pay statement created";
export const STATEMENT_NOT_FOUND = "Pay statement not found.";
export const NOTHING_TO_PAY =
  "Nothing to pay for this period: every delivered job and approved expense of it is on an earlier statement, or there are none.";
export const NO_PAY_RULE = "Set the driver's pay rule (driver details → Pay) before a statement with jobs.";
export const unpriced = (labels: string[], problem: "no_price" | "no_miles") =>
  problem === "no_price"
    ? `These jobs have no price, which the driver's pay rule needs: ${labels.join(", ")}. Set their price first.`
    : `These jobs have no route miles, which the driver's pay rule needs: ${labels.join(", ")}.`;

export type PayStatementRow = {
  id: number;
  driver_id: number;
  driver_name: string;
  period_from: string;
  period_to: string;
  jobs_cents: number;
  expenses_cents: number;
  total_cents: number;
  created_at: Date;
};

export type PayStatementLineView = {
  id: number;
  kind: PayLineKind;
  job_id: number | null;
  expense_id: string | null;
  description: string;
  detail: string;
  cents: number;
};

export type PayStatementDetails = PayStatementRow & { lines: PayStatementLineView[] };

/** The day after a "YYYY-MM-DD" (UTC): a period's end is included. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The job's vehicle and pickup, as a line names them. */
const vehicleColumns = { year: jobs.vehicleYear, make: jobs.vehicleMake, model: jobs.vehicleModel, pickup: jobs.pickupLocation };
const vehicleOf = (job: { year: number; make: string; model: string }) => `${job.year} ${job.make} ${job.model}`;

/** A job's line on a statement (its pay or its dry run; an expense line names its job too, and does not count). */
const paidJobLine = (jobId: AnyPgColumn) => and(eq(payStatementLines.jobId, jobId), ne(payStatementLines.kind, "expense"));

const placeOf = (address: string) => cityOf(address, { withRegion: true }) ?? address;

function jobDetail(rule: PayRule, job: { routeMiles: number | null; priceCents: number | null }): string {
  if (rule.kind === "flat") return "Flat per job";
  if (rule.kind === "per_mile") return `${Math.round(job.routeMiles ?? 0).toLocaleString("en-US")} mi at ${formatCents(rule.centsPerMile)}`;
  return `${rule.basisPoints / 100}% of ${formatCents(job.priceCents ?? 0)}`;
}

/**
 * POST admin/create-pay-statement and Drivers → Pay (staff): the driver's jobs delivered in the
 * period (UTC days) and priced by the driver's pay rule, the dry runs decided in it (at the pay the
 * settings held then) and the expenses approved in it, each not on an earlier statement. The driver's row is locked first, so two statements made at once for one
 * driver are made one after the other and the second finds nothing left (409); the lines' unique
 * indexes hold the same should anything else write them. A job the rule cannot price (no price,
 * no miles) stops the statement with the jobs named, rather than paying it wrong.
 */
export async function createPayStatement(db: Db, actor: Actor, input: CreatePayStatementInput): Promise<PayStatementDetails> {
  assertStaff(actor);
  const id = await db.transaction(async (tx) => {
    const [driver] = await tx
      .select({ id: drivers.id, rule: drivers.payRule })
      .from(drivers)
      .where(eq(drivers.id, input.driver_id))
      .for("update");
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    const start = new Date(`${input.from}T00:00:00Z`);
    const end = dayAfter(input.to);
    const delivered = await tx
      .select({
        id: jobs.id,
        routeMiles: jobs.routeMiles,
        priceCents: jobs.priceCents,
        ...vehicleColumns,
        dropoff: jobs.dropoffLocation,
      })
      .from(jobs)
      .leftJoin(payStatementLines, paidJobLine(jobs.id))
      .where(
        and(
          eq(jobs.driverId, driver.id),
          eq(jobs.requestStatus, "delivered"),
          gte(jobs.deliveredAt, start),
          lt(jobs.deliveredAt, end),
          isNull(payStatementLines.id),
        ),
      )
      .orderBy(asc(jobs.deliveredAt), asc(jobs.id));
    const approved = await tx
      .select({
        id: expenses.id,
        jobId: expenses.jobId,
        type: expenses.type,
        amount: expenses.amountCents,
        approvedCents: expenses.approvedCents,
        state: expenses.state,
      })
      .from(expenses)
      .leftJoin(payStatementLines, eq(payStatementLines.expenseId, expenses.id))
      .where(
        and(
          eq(expenses.driverId, driver.id),
          inArray(expenses.state, ["approved", "approved_other"]),
          gte(expenses.reviewedAt, start),
          lt(expenses.reviewedAt, end),
          isNull(payStatementLines.id),
        ),
      )
      .orderBy(asc(expenses.reviewedAt), asc(expenses.id));
    const dryRuns = await tx
      .select({
        jobId: pickupExceptions.jobId,
        reason: pickupExceptions.reason,
        cents: pickupExceptions.dryRunPayCents,
        ...vehicleColumns,
      })
      .from(pickupExceptions)
      .innerJoin(jobs, eq(jobs.id, pickupExceptions.jobId))
      .leftJoin(payStatementLines, paidJobLine(pickupExceptions.jobId))
      .where(
        and(
          eq(pickupExceptions.driverId, driver.id),
          eq(pickupExceptions.outcome, "dry_run"),
          gte(pickupExceptions.resolvedAt, start),
          lt(pickupExceptions.resolvedAt, end),
          isNull(payStatementLines.id),
        ),
      )
      .orderBy(asc(pickupExceptions.resolvedAt), asc(pickupExceptions.jobId));
    if (delivered.length === 0 && approved.length === 0 && dryRuns.length === 0) throw conflict(NOTHING_TO_PAY);
    const rule = driver.rule;
    if (delivered.length > 0 && !rule) throw conflict(NO_PAY_RULE);

    const jobLines = delivered.map((job) => ({ job, pay: payForJob(rule!, job) }));
    for (const problem of ["no_price", "no_miles"] as const) {
      const stuck = jobLines.filter(({ pay }) => "problem" in pay && pay.problem === problem).map(({ job }) => jobLabel(job.id));
      if (stuck.length) throw conflict(unpriced(stuck, problem));
    }
    const lines = [
      ...jobLines.map(({ job, pay }) => ({
        kind: "job" as const,
        jobId: job.id,
        description: `${jobLabel(job.id)}: ${vehicleOf(job)}, ${placeOf(job.pickup)} to ${placeOf(job.dropoff)}`,
        detail: jobDetail(rule!, job),
        cents: "cents" in pay ? pay.cents : 0,
      })),
      ...dryRuns.map((run) => ({
        kind: "dry_run" as const,
        jobId: run.jobId,
        description: `${jobLabel(run.jobId)}: ${vehicleOf(run)}, dry run at ${placeOf(run.pickup)}`,
        detail: `Dry run (${PICKUP_REASON_WORDS[run.reason]})`,
        cents: run.cents ?? 0,
      })),
      ...approved.map((expense) => ({
        kind: "expense" as const,
        jobId: expense.jobId,
        expenseId: expense.id,
        description: `${EXPENSE_TYPE_TITLES[expense.type]} on ${jobLabel(expense.jobId)}`,
        detail: expense.state === "approved_other" ? `Approved at another amount (claimed ${formatCents(expense.amount)})` : "Approved",
        cents: expense.approvedCents ?? expense.amount,
      })),
    ];
    const jobsCents = lines.filter((l) => l.kind !== "expense").reduce((sum, l) => sum + l.cents, 0);
    const expensesCents = lines.filter((l) => l.kind === "expense").reduce((sum, l) => sum + l.cents, 0);
    const [statement] = await tx
      .insert(payStatements)
      .values({
        driverId: driver.id,
        periodFrom: input.from,
        periodTo: input.to,
        jobsCents,
        expensesCents,
        totalCents: jobsCents + expensesCents,
        createdBy: actor.id,
      })
      .returning({ id: payStatements.id });
    await tx.insert(payStatementLines).values(lines.map((line) => ({ ...line, statementId: statement!.id })));
    return statement!.id;
  });
  return getPayStatement(db, actor, id);
}

const rowColumns = {
  id: payStatements.id,
  driver_id: payStatements.driverId,
  driver_name: drivers.name,
  period_from: payStatements.periodFrom,
  period_to: payStatements.periodTo,
  jobs_cents: payStatements.jobsCents,
  expenses_cents: payStatements.expensesCents,
  total_cents: payStatements.totalCents,
  created_at: payStatements.createdAt,
};

/** GET admin/get-pay-statements and Drivers → Pay (staff): newest first, one driver's or everyone's. */
export async function listPayStatements(db: DbOrTx, actor: Actor, query: PayStatementListQuery): Promise<Paged<PayStatementRow>> {
  assertStaff(actor);
  const where = query.driver_id === undefined ? undefined : eq(payStatements.driverId, query.driver_id);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(payStatements)
      .innerJoin(drivers, eq(drivers.id, payStatements.driverId))
      .where(where)
      .orderBy(desc(payStatements.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(payStatements).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** GET admin/get-pay-statement (staff): a statement with its lines, jobs first. */
export async function getPayStatement(db: DbOrTx, actor: Actor, statementId: number): Promise<PayStatementDetails> {
  assertStaff(actor);
  const [statement] = await db
    .select(rowColumns)
    .from(payStatements)
    .innerJoin(drivers, eq(drivers.id, payStatements.driverId))
    .where(eq(payStatements.id, statementId));
  if (!statement) throw notFound(STATEMENT_NOT_FOUND);
  const lines = await db
    .select({
      id: payStatementLines.id,
      kind: payStatementLines.kind,
      job_id: payStatementLines.jobId,
      expense_id: payStatementLines.expenseId,
      description: payStatementLines.description,
      detail: payStatementLines.detail,
      cents: payStatementLines.cents,
    })
    .from(payStatementLines)
    .where(eq(payStatementLines.statementId, statementId))
    .orderBy(asc(payStatementLines.id));
  return { ...statement, lines };
}

/** The drivers a statement can be made for (Drivers → Pay): every driver, inactive ones too (a last statement), by name. */
export async function payableDrivers(db: DbOrTx, actor: Actor): Promise<{ id: number; name: string }[]> {
  assertStaff(actor);
  return db.select({ id: drivers.id, name: drivers.name }).from(drivers).orderBy(asc(drivers.name), asc(drivers.id));
}
