"use client";

import { ReceiptIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { Serialized } from "@/lib/driver-link/load-driver-page";
import { driverFileUrl } from "@/lib/driver-link/paths";
import type { DriverExpense } from "@/lib/expenses/queries";
import { EXPENSE_MESSAGES, EXPENSE_STATE_TITLES, EXPENSE_TYPE_TITLES } from "@/lib/expenses/messages";
import { dollarsAsCents } from "@/lib/format/dollars";
import { formatCents } from "@/lib/format/money";
import { ONLY_IMAGES } from "@/lib/driver-link/messages";
import { FormError } from "./form-error";
import { newPartId } from "./inspection/evidence";
import { answerWithin, keepItem } from "./outbox/sender";
import { useKeptItems } from "./outbox/use-kept-items";
import { prepareReceipt, type PreparedReceipt } from "./receipt-evidence";

export type DriverExpenseView = Serialized<DriverExpense>;

type ExpensesPanelProps = { jobId: number; driverId: number; token: string; expenses: DriverExpenseView[]; canAdd: boolean };

const CALL = "add-expense";
const ANSWER_WAIT_MS = 15_000;
const TYPES = Object.entries(EXPENSE_TYPE_TITLES) as [keyof typeof EXPENSE_TYPE_TITLES, string][];

/**
 * The trip's expenses on the link (DECISIONS.md "Trip costs"): each with its state and staff's reason,
 * the ones still on the phone as "waiting to send", and Add expense from check-in until 48 hours after
 * delivery. An expense is kept on the phone first (the outbox) and shows as added only once the server
 * has it.
 */
export function ExpensesPanel({ jobId, driverId, token, expenses: initial, canAdd }: ExpensesPanelProps) {
  const [expenses, setExpenses] = useState(initial);
  const [isOpen, setIsOpen] = useState(false);
  const kept = useKeptItems(CALL, jobId, token, (data) => setExpenses(data as DriverExpenseView[]));

  return (
    <section aria-labelledby="expenses-heading" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="expenses-heading" className="flex items-center gap-2 font-semibold">
          <ReceiptIcon className="size-4" aria-hidden="true" />
          Expenses
        </h2>
        {canAdd && !isOpen && (
          <Button type="button" variant="outline" className="h-11" onClick={() => setIsOpen(true)}>
            Add expense
          </Button>
        )}
      </div>
      {expenses.length === 0 && kept.length === 0 && <p className="text-sm text-muted-foreground">No expenses yet.</p>}
      <ul className="space-y-2" aria-label="Your expenses">
        {expenses.map((e) => (
          <li key={e.id} className="rounded-lg border p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">
                {EXPENSE_TYPE_TITLES[e.type]} · {formatCents(e.amount_cents)}
              </span>
              <a href={driverFileUrl(e.receipt, token)} target="_blank" rel="noreferrer" className="text-primary underline">
                Receipt
              </a>
            </div>
            <p>
              {EXPENSE_STATE_TITLES[e.state]}
              {e.state === "approved_other" && e.approved_cents !== null ? `: ${formatCents(e.approved_cents)}` : ""}
            </p>
            {e.reason && <p className="text-muted-foreground">Reason: {e.reason}</p>}
          </li>
        ))}
        {kept.map((item) => (
          <li key={item.seq} className="rounded-lg border border-dashed p-3 text-sm">
            <span className="font-medium">{item.label}</span>
            <p className="text-muted-foreground">
              {item.state === "refused" ? `Not accepted: ${item.message ?? ""}` : "Saved on this phone, waiting to send"}
            </p>
          </li>
        ))}
      </ul>
      {canAdd && isOpen && (
        <AddExpenseForm
          jobId={jobId}
          driverId={driverId}
          token={token}
          onClose={() => setIsOpen(false)}
          onAccepted={(data) => setExpenses(data)}
        />
      )}
    </section>
  );
}

type AddExpenseFormProps = Omit<ExpensesPanelProps, "expenses" | "canAdd"> & {
  onClose: () => void;
  onAccepted: (expenses: DriverExpenseView[]) => void;
};

function AddExpenseForm({ jobId, driverId, token, onClose, onAccepted }: AddExpenseFormProps) {
  const id = useId();
  const [type, setType] = useState("fuel");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [receipt, setReceipt] = useState<PreparedReceipt | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setIsPreparing(true);
    setFailure(null);
    try {
      const prepared = await prepareReceipt(file);
      if (!prepared) setFailure(ONLY_IMAGES);
      setReceipt(prepared);
    } finally {
      setIsPreparing(false);
    }
  }

  async function submit() {
    const cents = dollarsAsCents(amount);
    if (typeof cents !== "number" || cents <= 0) return setFailure("Enter the amount in dollars, such as 42.50.");
    if (!receipt) return setFailure(EXPENSE_MESSAGES.receiptRequired);
    setFailure(null);
    setIsSaving(true);
    try {
      const fields = {
        job_id: jobId,
        driver_id: driverId,
        id: newPartId(),
        type,
        amount_cents: cents,
        note: note.trim(),
        captured_at: receipt.capturedAt,
        ...(receipt.position ? { latitude: receipt.position.latitude, longitude: receipt.position.longitude } : {}),
        ...(receipt.exif.takenAt ? { exif_taken_at: receipt.exif.takenAt } : {}),
        ...(receipt.exif.latitude !== null ? { exif_latitude: receipt.exif.latitude, exif_longitude: receipt.exif.longitude } : {}),
      };
      const label = `${EXPENSE_TYPE_TITLES[type as keyof typeof EXPENSE_TYPE_TITLES]} · ${formatCents(cents)}`;
      const item = await keepItem({
        token,
        jobId,
        call: CALL,
        method: "POST",
        fields,
        files: [{ field: "receipt", blob: receipt.file, name: receipt.file.name }],
        label,
      });
      const settled = await answerWithin(item.seq, ANSWER_WAIT_MS);
      if (settled.kind === "refused") {
        setFailure(settled.message);
        return;
      }
      // Kept without an answer: the list shows it as waiting to send, never as added.
      if (settled.kind === "accepted") {
        toast.success(settled.message || EXPENSE_MESSAGES.added);
        onAccepted(settled.data as DriverExpenseView[]);
      }
      onClose();
    } catch {
      setFailure("The expense could not be kept on this phone.");
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Add expense"
      className="space-y-3 border-t pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <NativeSelect id={`${id}-type`} className="w-full" value={type} onChange={(e) => setType(e.currentTarget.value)}>
          {TYPES.map(([value, title]) => (
            <option key={value} value={value}>
              {title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-amount`}>Amount ($)</Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          placeholder="42.50"
          className="h-11 text-base"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-receipt`}>Receipt photo</Label>
        <input
          id={`${id}-receipt`}
          type="file"
          accept="image/*"
          capture="environment"
          className="block w-full text-sm"
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
        {isPreparing && <p className="text-xs text-muted-foreground">Preparing the photo…</p>}
        {receipt && <p className="text-xs text-muted-foreground">Receipt ready ({Math.round(receipt.file.size / 1024)} kB)</p>}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Textarea id={`${id}-note`} rows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} className="text-base" />
      </div>
      {failure && <FormError message={failure} />}
      <div className="flex gap-2">
        <Button type="button" variant="ghost" className="h-11 flex-1" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" className="h-11 flex-1" disabled={isSaving || isPreparing}>
          {isSaving ? "Saving…" : "Save expense"}
        </Button>
      </div>
    </form>
  );
}
