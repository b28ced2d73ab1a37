import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { expenses, type ExpenseState } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { syncRebilledExpense } from "./invoice-lines";
import { EXPENSE_MESSAGES as M } from "./messages";
import type { ReviewExpense, SetExpenseRebill } from "./schemas";

export type ReviewedExpense = { id: string; jobId: number; state: ExpenseState; approvedCents: number | null; reason: string | null };

const STATE_OF = { approve: "approved", approve_other: "approved_other", reject: "rejected" } as const;

/**
 * Staff's decision on a waiting expense (DECISIONS.md "Trip costs"): approve the amount, approve
 * another amount with a reason, or reject with a reason. Once decided it stays decided (409): pay
 * statements and invoices take approved amounts. Two decisions at once: the first wins.
 */
export async function reviewExpense(db: DbOrTx, actor: Actor, input: ReviewExpense): Promise<ReviewedExpense> {
  assertStaff(actor);
  const [current] = await db.select({ amountCents: expenses.amountCents }).from(expenses).where(eq(expenses.id, input.expenseId));
  if (!current) throw notFound(M.notFound);
  const approvedCents =
    input.decision === "approve" ? current.amountCents : input.decision === "approve_other" ? input.approved_cents! : null;
  const [updated] = await db
    .update(expenses)
    .set({
      state: STATE_OF[input.decision],
      approvedCents,
      reason: input.decision === "approve" ? null : input.reason,
      // Only an approved expense is billed on.
      ...(input.decision === "reject" ? { rebill: false } : {}),
      reviewedBy: actor.id,
      reviewedAt: new Date(),
    })
    .where(and(eq(expenses.id, input.expenseId), eq(expenses.state, "waiting")))
    .returning({
      id: expenses.id,
      jobId: expenses.jobId,
      state: expenses.state,
      approvedCents: expenses.approvedCents,
      reason: expenses.reason,
    });
  if (!updated) throw conflict(M.reviewed);
  return updated;
}

/** Marks an approved expense to be billed on to the customer (an invoice line with its receipt), or unmarks it. */
export async function setExpenseRebill(db: Db, actor: Actor, input: SetExpenseRebill): Promise<{ id: string; rebill: boolean }> {
  assertStaff(actor);
  const [current] = await db.select({ state: expenses.state }).from(expenses).where(eq(expenses.id, input.expenseId));
  if (!current) throw notFound(M.notFound);
  if (current.state !== "approved" && current.state !== "approved_other") throw conflict(M.rebillNeedsApproval);
  await db.transaction(async (tx) => {
    await tx.update(expenses).set({ rebill: input.rebill }).where(eq(expenses.id, input.expenseId));
    await syncRebilledExpense(tx, input.expenseId);
  });
  return { id: input.expenseId, rebill: input.rebill };
}
