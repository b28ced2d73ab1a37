"use client";

import { TriangleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ONLY_IMAGES } from "@/lib/driver-link/messages";
import {
  PICKUP_EXCEPTION_MESSAGES as M,
  PICKUP_EXCEPTION_REASONS,
  REASON_LABELS,
  type PickupExceptionReason,
} from "@/lib/pickup-exceptions/messages";
import { toast } from "@/lib/toast";
import { FormError } from "./form-error";
import { newPartId } from "./inspection/evidence";
import { answerWithin, keepItem } from "./outbox/sender";
import { useKeptItems } from "./outbox/use-kept-items";
import { positionIfAny } from "./outbox/trip-writes";
import { shrinkPhoto } from "./shrink-image";

const CALL = "report-pickup-exception";
const ANSWER_WAIT_MS = 15_000;

type Props = {
  jobId: number;
  driverId: number;
  token: string;
  /** The server's open report (staff have not answered yet): the page says so instead of offering the form again. */
  reported: { reason: string } | null;
};

/**
 * "Can't pick up" on Ride details before check-in (DECISIONS.md "Trip costs, driver pay and
 * exceptions"): why, a photo and the phone's position, kept on the phone first (the outbox) and
 * told as sent only once the server has it; without signal it says it waits to send.
 */
export function PickupExceptionPanel({ jobId, driverId, token, reported: open }: Props) {
  const id = useId();
  const [reason, setReason] = useState<PickupExceptionReason>("not_ready");
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reported, setReported] = useState<string | null>(open ? `${open.reason}. ${M.reported}` : null);
  const kept = useKeptItems(CALL, jobId, token, () => setReported(M.reported));

  async function choose(file: File | undefined) {
    if (!file) return;
    setIsPreparing(true);
    setFailure(null);
    try {
      const shrunk = await shrinkPhoto(file);
      if (!shrunk) setFailure(ONLY_IMAGES);
      setPhoto(shrunk);
    } finally {
      setIsPreparing(false);
    }
  }

  async function submit() {
    if (!photo) return setFailure(M.photo);
    if (reason === "other" && !note.trim()) return setFailure(M.otherNeedsNote);
    setFailure(null);
    setIsSaving(true);
    try {
      const position = await positionIfAny();
      if (!position) return setFailure(M.position);
      const item = await keepItem({
        token,
        jobId,
        call: CALL,
        method: "POST",
        fields: {
          job_id: jobId,
          driver_id: driverId,
          id: newPartId(),
          reason,
          note: note.trim(),
          captured_at: new Date().toISOString(),
          latitude: position.latitude,
          longitude: position.longitude,
        },
        files: [{ field: "photo", blob: photo, name: photo.name }],
        label: `Can't pick up: ${REASON_LABELS[reason]}`,
      });
      const settled = await answerWithin(item.seq, ANSWER_WAIT_MS);
      if (settled.kind === "refused") {
        setFailure(settled.message);
        return;
      }
      if (settled.kind === "accepted") {
        toast.success(settled.message || M.reported);
        setReported(settled.message || M.reported);
      }
    } catch {
      setFailure("The report could not be kept on this phone.");
    } finally {
      setIsSaving(false);
    }
  }

  if (reported)
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl border border-destructive/40 bg-card p-4 text-sm shadow-sm">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        {reported}
      </p>
    );
  const waiting = kept.find((item) => item.state === "waiting");
  if (waiting)
    return (
      <p role="status" className="rounded-xl border border-dashed bg-card p-4 text-sm shadow-sm">
        {waiting.label}: saved on this phone, waiting to send. Call dispatch if you can.
      </p>
    );

  return (
    <details className="rounded-xl border bg-card p-4 shadow-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold">
        <TriangleAlertIcon className="size-4 text-destructive" aria-hidden="true" />
        Can&apos;t pick up
      </summary>
      <form
        noValidate
        aria-label="Can't pick up"
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-reason`}>What is wrong</Label>
          <NativeSelect
            id={`${id}-reason`}
            className="w-full"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value as PickupExceptionReason)}
          >
            {PICKUP_EXCEPTION_REASONS.map((value) => (
              <option key={value} value={value}>
                {REASON_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-photo`}>Photo of what you see</Label>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            capture="environment"
            className="block w-full text-sm"
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
          {isPreparing && <p className="text-xs text-muted-foreground">Preparing the photo…</p>}
          {photo && <p className="text-xs text-muted-foreground">Photo ready ({Math.round(photo.size / 1024)} kB)</p>}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-note`}>Note</Label>
          <Textarea id={`${id}-note`} rows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} className="text-base" />
        </div>
        <p className="text-xs text-muted-foreground">Your position is sent with the report. Dispatch decides what happens next.</p>
        {failure && <FormError message={failure} />}
        <Button type="submit" variant="destructive" className="h-11 w-full" disabled={isSaving || isPreparing}>
          {isSaving ? "Sending…" : "Tell dispatch"}
        </Button>
      </form>
    </details>
  );
}
