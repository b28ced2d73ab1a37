"use client";

import { useActionForm, type FormAction } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { approveExpenseAction, approveOtherExpenseAction, rejectExpenseAction, setExpenseRebillAction } from "@/lib/expenses/actions";
import type { ReviewExpense, SetExpenseRebill } from "@/lib/expenses/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";

type ReviewFields = { approved_amount: string; reason: string };
const schemas = () => import("@/lib/expenses/schemas");
const reviewResolver = lazyZodResolver<ReviewFields, ReviewExpense>(() => schemas().then((m) => m.reviewExpenseSchema));
const rebillResolver = lazyZodResolver<Record<string, never>, SetExpenseRebill>(() => schemas().then((m) => m.setExpenseRebillSchema));

type Decision = "approve" | "approve_other" | "reject";
const ACTIONS: Record<Decision, FormAction> = {
  approve: approveExpenseAction,
  approve_other: approveOtherExpenseAction,
  reject: rejectExpenseAction,
};

/** One decision on a waiting expense: approve (one press), another amount with a reason, or reject with a reason. */
function ReviewForm({ expenseId, decision, amountCents }: { expenseId: string; decision: Decision; amountCents: number }) {
  const { form, formProps, hiddenInputs, isPending } = useActionForm<ReviewFields, ReviewExpense>({
    action: ACTIONS[decision],
    resolver: reviewResolver,
    defaultValues: { approved_amount: decision === "approve_other" ? (amountCents / 100).toFixed(2) : "", reason: "" },
    hidden: { expenseId, decision },
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const id = `${decision}-${expenseId}`;
  if (decision === "approve") {
    return (
      <form {...formProps}>
        {hiddenInputs}
        <Button type="submit" size="sm" disabled={isPending}>
          Approve
        </Button>
      </form>
    );
  }
  return (
    <form {...formProps} className="grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
      {hiddenInputs}
      {decision === "approve_other" ? (
        <Field id={`${id}-amount`} label="Amount ($)" error={errors.approved_amount?.message ?? errors.approved_cents?.message} isRequired>
          {(aria) => <Input inputMode="decimal" {...aria} {...form.register("approved_amount")} />}
        </Field>
      ) : null}
      <Field
        id={`${id}-reason`}
        label="Reason"
        error={errors.reason?.message}
        isRequired
        className={decision === "reject" ? "sm:col-span-2" : undefined}
      >
        {(aria) => <Input maxLength={500} {...aria} {...form.register("reason")} />}
      </Field>
      <Button type="submit" size="sm" variant={decision === "reject" ? "destructive" : "outline"} disabled={isPending}>
        {decision === "reject" ? "Reject" : "Approve this amount"}
      </Button>
    </form>
  );
}

/** Staff's decisions on a waiting expense: Approve at once; another amount and Reject open under their summaries. */
export function ExpenseReviewForms({ expenseId, amountCents }: { expenseId: string; amountCents: number }) {
  return (
    <div className="grid gap-2">
      <ReviewForm expenseId={expenseId} decision="approve" amountCents={amountCents} />
      <details className="rounded-md border px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium">Approve another amount</summary>
        <div className="pt-2">
          <ReviewForm expenseId={expenseId} decision="approve_other" amountCents={amountCents} />
        </div>
      </details>
      <details className="rounded-md border px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium">Reject</summary>
        <div className="pt-2">
          <ReviewForm expenseId={expenseId} decision="reject" amountCents={amountCents} />
        </div>
      </details>
    </div>
  );
}

/** Re-bill an approved expense to the customer (an invoice line with its receipt), or stop. */
export function RebillForm({ expenseId, rebill }: { expenseId: string; rebill: boolean }) {
  const { formProps, hiddenInputs, isPending } = useActionForm<Record<string, never>, SetExpenseRebill>({
    action: setExpenseRebillAction,
    resolver: rebillResolver,
    defaultValues: {},
    hidden: { expenseId, rebill: rebill ? "false" : "true" },
  });
  return (
    <form {...formProps}>
      {hiddenInputs}
      <Button type="submit" size="sm" variant="outline" disabled={isPending}>
        {rebill ? "Stop re-billing" : "Re-bill to customer"}
      </Button>
    </form>
  );
}
