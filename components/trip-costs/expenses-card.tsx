import { ReceiptIcon } from "lucide-react";
import { DetailCard, EmptyNote } from "@/components/job-detail/detail-card";
import type { ExpenseRow } from "@/lib/expenses/queries";
import { formatCents } from "@/lib/format/money";
import { ExpenseReviewForms, RebillForm } from "./lazy-expense-review-forms";
import { ExpenseSummary } from "./expense-summary";

/** The job's expenses (staff): each receipt with its place and time, and the decisions on it (DECISIONS.md "Trip costs"). */
export function ExpensesCard({ expenses }: { expenses: ExpenseRow[] }) {
  const approved = expenses.reduce((sum, e) => sum + (e.approvedCents ?? 0), 0);
  return (
    <DetailCard title="Expenses" icon={ReceiptIcon}>
      {expenses.length === 0 ? (
        <EmptyNote>No expenses.</EmptyNote>
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-4">
            {expenses.map((expense) => (
              <li key={expense.id} className="grid gap-3 border-b pb-4 last:border-b-0 last:pb-0" aria-label={`Expense ${expense.id}`}>
                <ExpenseSummary expense={expense} />
                {expense.state === "waiting" ? <ExpenseReviewForms expenseId={expense.id} amountCents={expense.amountCents} /> : null}
                {expense.state === "approved" || expense.state === "approved_other" ? (
                  <RebillForm expenseId={expense.id} rebill={expense.rebill} />
                ) : null}
              </li>
            ))}
          </ul>
          <p className="text-sm font-medium">Approved: {formatCents(approved)}</p>
        </div>
      )}
    </DetailCard>
  );
}
