import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { expenses, invoiceLines, invoices } from "@/db/schema";
import { EXPENSE_TYPE_TITLES } from "./messages";
import { formatDate } from "@/lib/format/dates";
import { addWaitingTimeLines } from "@/lib/pickup-arrivals/invoice-lines";

/**
 * The trip's costs billed on to the customer (DECISIONS.md "Trip costs"): each approved expense marked
 * "re-bill" becomes a line of the job's invoice, at the approved amount, with its receipt. Called in
 * the transaction that drafts the invoice (draft-invoice.ts, monthly-invoices.ts), and when staff mark
 * an expense after the draft was made. An expense is billed once: the line it became is kept on it
 * (and through it the receipt, which the invoice's page links and its mail attaches).
 * The jobs' waiting time at pickup is billed with them (lib/pickup-arrivals/invoice-lines.ts).
 * Answers how many lines were added.
 */
export async function addTripCostLines(tx: DbOrTx, invoiceId: number, jobIds: number[]): Promise<number> {
  if (jobIds.length === 0) return 0;
  const due = await tx
    .select({
      id: expenses.id,
      jobId: expenses.jobId,
      type: expenses.type,
      approvedCents: expenses.approvedCents,
      capturedAt: expenses.capturedAt,
      receiptFileId: expenses.receiptFileId,
    })
    .from(expenses)
    .where(
      and(
        inArray(expenses.jobId, jobIds),
        eq(expenses.rebill, true),
        inArray(expenses.state, ["approved", "approved_other"]),
        isNull(expenses.invoiceLineId),
      ),
    )
    .orderBy(expenses.jobId, expenses.createdAt, expenses.id)
    .for("update");
  for (const expense of due) {
    const [line] = await tx
      .insert(invoiceLines)
      .values({
        invoiceId,
        jobId: null,
        // The receipt goes with the line: linked on the invoice's page, attached to its mail (issue-invoice.ts).
        description: `Job #${expense.jobId}: ${EXPENSE_TYPE_TITLES[expense.type]} on ${formatDate(expense.capturedAt)}, with receipt`,
        cents: expense.approvedCents ?? 0,
      })
      .returning({ id: invoiceLines.id });
    await tx.update(expenses).set({ invoiceLineId: line!.id }).where(eq(expenses.id, expense.id));
  }
  return due.length + (await addWaitingTimeLines(tx, invoiceId, jobIds));
}

/**
 * After staff mark or unmark an expense to re-bill: on the job's draft invoice, its line is added or
 * removed; a sent invoice never changes (a line not yet billed waits for the job's next invoice).
 */
export async function syncRebilledExpense(tx: DbOrTx, expenseId: string): Promise<void> {
  const [expense] = await tx
    .select({ jobId: expenses.jobId, rebill: expenses.rebill, lineId: expenses.invoiceLineId })
    .from(expenses)
    .where(eq(expenses.id, expenseId))
    .for("update");
  if (!expense) return;
  if (!expense.rebill && expense.lineId !== null) {
    const [line] = await tx
      .select({ state: invoices.state })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoiceLines.id, expense.lineId));
    if (line?.state === "draft") await tx.delete(invoiceLines).where(eq(invoiceLines.id, expense.lineId));
    return;
  }
  if (expense.rebill && expense.lineId === null) {
    const [draft] = await tx
      .select({ invoiceId: invoiceLines.invoiceId })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoiceLines.jobId, expense.jobId), eq(invoices.state, "draft")));
    if (draft) await addTripCostLines(tx, draft.invoiceId, [expense.jobId]);
  }
}
