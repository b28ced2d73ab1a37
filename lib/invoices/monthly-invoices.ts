import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { billingTerms, invoiceLines, invoices, jobs, outboxMessages, type OutboxInvoice } from "@/db/schema";
import { kickOutbox } from "@/lib/outbox/outbox";
import { addTripCostLines } from "@/lib/expenses/invoice-lines";
import { jobLineColumns, jobLineValues } from "./draft-invoice";

/** The first day (UTC, "YYYY-MM-01") of the month before `now`'s: the month a run on the 1st bills. */
export function previousMonth(now: Date): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 10);
}

function nextMonth(period: string): string {
  const [year, month] = period.split("-").map(Number);
  return new Date(Date.UTC(year!, month!, 1)).toISOString().slice(0, 10);
}

/**
 * The scheduled monthly run (the outbox worker, hourly, and POST cron/invoices): one outbox work
 * per monthly company for the month before. Its key makes it once per company and month, so a
 * run on the 2nd after a worker that was down on the 1st still drafts, and runs every hour add nothing.
 */
export async function enqueueMonthlyInvoices(db: DbOrTx, now = new Date()): Promise<number> {
  const period = previousMonth(now);
  const monthly = await db.select({ companyId: billingTerms.companyId }).from(billingTerms).where(eq(billingTerms.cycle, "monthly"));
  if (monthly.length === 0) return 0;
  const rows = await db
    .insert(outboxMessages)
    .values(
      monthly.map(({ companyId }) => ({
        kind: "invoice" as const,
        idempotencyKey: `invoice:month:${companyId}:${period}`,
        payload: { companyId, period } satisfies OutboxInvoice,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  if (rows.length) kickOutbox();
  return rows.length;
}

/**
 * One monthly company's draft for a month: its jobs delivered in that month (UTC) with a PO and on
 * no invoice yet. Nothing when there are none; jobs without a PO wait ("PO missing").
 */
export async function draftMonthlyInvoice(db: Db, companyId: number, period: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select(jobLineColumns)
      .from(jobs)
      .leftJoin(invoiceLines, eq(invoiceLines.jobId, jobs.id))
      .where(
        and(
          eq(jobs.companyId, companyId),
          eq(jobs.requestStatus, "delivered"),
          gte(jobs.deliveredAt, new Date(`${period}T00:00:00Z`)),
          lt(jobs.deliveredAt, new Date(`${nextMonth(period)}T00:00:00Z`)),
          sql`nullif(btrim(${jobs.poNumber}), '') is not null`,
          isNull(invoiceLines.id),
        ),
      )
      .orderBy(jobs.deliveredAt, jobs.id)
      .for("update", { of: jobs });
    if (due.length === 0) return null;
    const [invoice] = await tx
      .insert(invoices)
      .values({ companyId, cycle: "monthly", period })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (!invoice) return null;
    await tx.insert(invoiceLines).values(due.map((job) => jobLineValues(invoice.id, job)));
    await addTripCostLines(
      tx,
      invoice.id,
      due.map((job) => job.id),
    );
    return invoice.id;
  });
}
