"use client";
// Over the 200-line budget: the three document kinds share one diff of what changed (nothing to send, idempotent retry).

import { ExternalLinkIcon, FileTextIcon, XIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { DOCUMENTS_UPDATED } from "@/lib/driver-link/messages";
import { driverFileUrl } from "@/lib/driver-link/paths";
import { ActionBar, BIG_BUTTON } from "./action-bar";
import { DocumentInput } from "./document-input";
import { FormError } from "./form-error";
import { answerWithin, keepItem, onOutboxEvent } from "./outbox/sender";
import { listItems } from "./outbox/store";
import { usePreparing } from "./use-preparing";

export const SINGLE_DOCUMENTS = [
  { field: "fuel_receipt", label: "Fuel receipt" },
  { field: "hotel_receipt", label: "Hotel receipt" },
  { field: "flight_confirmation", label: "Flight confirmation" },
  { field: "daily_driver_log", label: "Daily driver log" },
] as const;
type SingleField = (typeof SINGLE_DOCUMENTS)[number]["field"];

export type TripDocumentsView = Record<SingleField, string | null> & { additional_notes: string; other_receipts: string };

const receiptLocations = (text: string): string[] => {
  try {
    return (JSON.parse(text) as { location: string }[]).map((r) => r.location);
  } catch {
    return [];
  }
};

type TripDocumentsFormProps = { jobId: number; driverId: number; token: string; documents: TripDocumentsView };

const CALL = "upload-trip-document";
const ANSWER_WAIT_MS = 15_000;
export const DOCUMENTS_WAITING = "Saved on this phone, waiting to send. You can change them again once they are sent.";

/**
 * Upload documents (SPEC.md §7 upload-trip-document): the four documents, other receipts
 * (the kept ones plus new files) and notes. Shows what is already uploaded. A save is kept on
 * the phone and sent from there (the outbox): without signal the page says it waits, and the
 * form waits with it (a second save would be made against documents the server has not seen).
 */
export function TripDocumentsForm({ jobId, driverId, token, documents: initial }: TripDocumentsFormProps) {
  const notesId = useId();
  const [saved, setSaved] = useState(initial);
  const [notes, setNotes] = useState(initial.additional_notes);
  const [picked, setPicked] = useState<Partial<Record<SingleField, File>>>({});
  const [kept, setKept] = useState(() => receiptLocations(initial.other_receipts));
  const [newReceipts, setNewReceipts] = useState<File[]>([]);
  const [isSaving, setIsSaving] = useState(false);
  const [isWaiting, setIsWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Files still being prepared (photos shrunk) would be left out: saving waits for them.
  const { isPreparing, onPreparing } = usePreparing();
  const isSending = isSaving || isWaiting;

  const show = (data: TripDocumentsView) => {
    setSaved(data);
    setNotes(data.additional_notes);
    setKept(receiptLocations(data.other_receipts));
  };
  useEffect(() => {
    const isMine = (item: { call: string; jobId: number; token: string }) =>
      item.call === CALL && item.jobId === jobId && item.token === token;
    const check = () => void listItems(token).then((items) => setIsWaiting(items.some((item) => isMine(item) && item.state === "waiting")));
    check();
    return onOutboxEvent((event) => {
      if (event.type === "accepted" && event.items.some(isMine)) show(event.data as TripDocumentsView);
      check();
    });
  }, [jobId, token]);
  // Nothing chosen, removed or retyped: nothing to send, and the button says so.
  const savedReceipts = receiptLocations(saved.other_receipts);
  const hasChanges =
    Object.values(picked).some(Boolean) ||
    newReceipts.length > 0 ||
    notes.trim() !== saved.additional_notes.trim() ||
    kept.length !== savedReceipts.length;

  async function submit() {
    if (isSending || isPreparing || !hasChanges) return;
    setFailure(null);
    setIsSaving(true);
    try {
      const files = [
        ...Object.entries(picked).flatMap(([field, file]) => (file ? [{ field, blob: file, name: file.name }] : [])),
        ...newReceipts.map((file) => ({ field: "other_receipts", blob: file, name: file.name })),
      ];
      const fields = {
        job_id: jobId,
        driver_id: driverId,
        additional_notes: notes.trim(),
        existing_other_receipts: kept.length > 0 ? JSON.stringify(kept) : "null",
      };
      const item = await keepItem({ token, jobId, call: CALL, method: "POST", fields, files, label: "Trip documents" });
      const settled = await answerWithin(item.seq, ANSWER_WAIT_MS);
      if (settled.kind === "refused") {
        setFailure(settled.message);
        return;
      }
      setPicked({});
      setNewReceipts([]);
      if (settled.kind === "accepted") {
        toast.success(settled.message || DOCUMENTS_UPDATED);
        show(settled.data as TripDocumentsView);
      }
    } catch {
      setFailure("Trip documents could not be kept on this phone.");
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ul className="space-y-3">
        {SINGLE_DOCUMENTS.map(({ field, label }) => (
          <li key={field} className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex items-center justify-between gap-3">
              <p className="font-medium">{label}</p>
              {saved[field] ? (
                <FileLink href={driverFileUrl(saved[field]!, token)} text="Uploaded" />
              ) : (
                <span className="text-xs text-muted-foreground">Not uploaded</span>
              )}
            </div>
            {picked[field] ? (
              <ChosenFile
                name={picked[field]!.name}
                onRemove={() => setPicked(({ [field]: _gone, ...rest }) => rest)}
                disabled={isSending}
              />
            ) : (
              <DocumentInput
                label={`Choose ${label}`}
                text={saved[field] ? "Replace" : "Choose file"}
                disabled={isSending}
                onPreparing={onPreparing}
                onFiles={([file]) => file && setPicked((p) => ({ ...p, [field]: file }))}
              />
            )}
          </li>
        ))}
        <li className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
          <p className="font-medium">Other receipts</p>
          {kept.length === 0 && newReceipts.length === 0 && <p className="text-xs text-muted-foreground">None yet.</p>}
          <ul className="space-y-1.5" aria-label="Other receipts">
            {kept.map((location, i) => (
              <li key={location} className="flex items-center justify-between gap-2">
                <FileLink href={driverFileUrl(location, token)} text={`Receipt ${i + 1}`} />
                <RemoveButton
                  label={`Remove receipt ${i + 1}`}
                  disabled={isSending}
                  onClick={() => setKept((k) => k.filter((l) => l !== location))}
                />
              </li>
            ))}
            {newReceipts.map((file, i) => (
              <li key={`${file.name}-${i}`}>
                <ChosenFile name={file.name} disabled={isSending} onRemove={() => setNewReceipts((r) => r.filter((_, j) => j !== i))} />
              </li>
            ))}
          </ul>
          <DocumentInput
            label="Add other receipts"
            text="Add receipts"
            multiple
            disabled={isSending}
            onPreparing={onPreparing}
            onFiles={(files) => setNewReceipts((r) => [...r, ...files])}
          />
        </li>
      </ul>
      <div className="space-y-2 rounded-xl border bg-card p-4 shadow-sm">
        <Label htmlFor={notesId}>Additional notes</Label>
        <Textarea
          id={notesId}
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          disabled={isSending}
          className="min-h-24 text-base"
        />
      </div>
      {failure && <FormError message={failure} onRetry={() => void submit()} />}
      <ActionBar>
        {isWaiting && (
          <p role="status" className="text-center text-sm font-medium">
            {DOCUMENTS_WAITING}
          </p>
        )}
        <Button type="submit" className={BIG_BUTTON} disabled={isSending || isPreparing || !hasChanges}>
          {isSaving
            ? "Saving…"
            : isWaiting
              ? "Waiting to send"
              : isPreparing
                ? "Preparing files…"
                : hasChanges
                  ? "Save Documents"
                  : "Nothing to save"}
        </Button>
      </ActionBar>
    </form>
  );
}

function FileLink({ href, text }: { href: string; text: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileTextIcon className="size-4" aria-hidden="true" />
      {text}
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
    </a>
  );
}

function ChosenFile({ name, onRemove, disabled }: { name: string; onRemove: () => void; disabled?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 text-sm">
      <span className="min-w-0 truncate">{name}</span>
      <RemoveButton label={`Remove ${name}`} onClick={onRemove} disabled={disabled} />
    </div>
  );
}

function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="ghost" size="icon" className="size-11 shrink-0" aria-label={label} onClick={onClick} disabled={disabled}>
      <XIcon aria-hidden="true" />
    </Button>
  );
}
