"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api/client";
import { MILEAGE_PATTERN, parseMileage } from "@/lib/driver-link/mileage";
import { MILEAGE_FORMAT, RIDE_UPDATE_FAILED, RIDE_UPDATED, STEP_RULE } from "@/lib/driver-link/messages";
import { ActionBar, BIG_BUTTON } from "./action-bar";
import { FormError } from "./form-error";
import { PhotoPicker, type PickedPhoto } from "./photo-picker";
import { sendForm } from "./send-form";
import { UploadProgress } from "./upload-progress";
import { usePreparing } from "./use-preparing";

const STEPS = {
  check_in: {
    rideStatus: "checked_in",
    mileage: { name: "checkin_mileage", label: "Mileage" },
    notes: { name: "damage_notes", label: "Damage notes", placeholder: "Scratches, dents, warning lights… or “No damage”" },
    photos: { name: "vehicle_photo", label: "Vehicle photos" },
    submit: "Complete Check-in",
  },
  delivery: {
    rideStatus: "delivered",
    mileage: { name: "ending_mileage", label: "Ending mileage" },
    notes: { name: "delivery_notes", label: "Delivery notes", placeholder: "Who received the vehicle, where the keys are…" },
    photos: { name: "delivery_photos", label: "Delivery photos" },
    submit: "Complete Delivery",
  },
} as const;

export type StepFormProps = { kind: keyof typeof STEPS; jobId: number; driverId: number; token: string; nextHref: string };

type Failure = { message: string; canRetry: boolean };

/**
 * Check-in (start pickup) and check-out (end pickup): mileage, notes and photos (SPEC.md §5).
 * What was typed and chosen stays on a failure, and 'Retry' sends it again as it was.
 */
export function StepForm({ kind, jobId, driverId, token, nextHref }: StepFormProps) {
  const step = STEPS[kind];
  const router = useRouter();
  const ids = { mileage: useId(), notes: useId() };
  const [mileage, setMileage] = useState("");
  const [notes, setNotes] = useState("");
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const { isPreparing, onPreparing } = usePreparing();
  const isSending = progress !== null;
  const isMileageWrong = mileage.trim() !== "" && parseMileage(mileage) === null;

  async function submit() {
    // Photos still being shrunk would be left out: the button waits for them.
    if (isSending || isPreparing) return;
    if (!mileage.trim() || !notes.trim() || photos.length === 0) {
      setIsMissing(true);
      setFailure({ message: STEP_RULE, canRetry: false });
      return;
    }
    if (isMileageWrong) {
      setFailure({ message: MILEAGE_FORMAT, canRetry: false });
      return;
    }
    setIsMissing(false);
    setFailure(null);
    const body = new FormData();
    body.append("jobId", String(jobId));
    body.append("driverId", String(driverId));
    body.append("ride_status", step.rideStatus);
    body.append(step.mileage.name, mileage.trim());
    body.append(step.notes.name, notes.trim());
    for (const photo of photos) body.append(step.photos.name, photo.file, photo.file.name);
    setProgress(0);
    try {
      const result = await sendForm({ method: "PUT", path: "driver/update-riding-details", token, body, onProgress: setProgress });
      toast.success(result.message || RIDE_UPDATED);
      router.push(nextHref);
    } catch (error) {
      setFailure({ message: errorMessage(error, RIDE_UPDATE_FAILED), canRetry: true });
      setProgress(null);
    }
  }

  return (
    <form
      noValidate
      className="space-y-5 rounded-xl border bg-card p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor={ids.mileage}>{step.mileage.label}</Label>
        <div className="relative">
          <Input
            id={ids.mileage}
            name={step.mileage.name}
            inputMode="numeric"
            pattern={MILEAGE_PATTERN}
            autoComplete="off"
            placeholder="e.g. 48250"
            value={mileage}
            onChange={(e) => setMileage(e.target.value)}
            disabled={isSending}
            aria-invalid={(isMissing && !mileage.trim()) || isMileageWrong || undefined}
            aria-describedby={isMileageWrong ? `${ids.mileage}-format` : undefined}
            className="h-12 pr-12 text-base"
          />
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">mi</span>
        </div>
        {isMileageWrong && (
          <p id={`${ids.mileage}-format`} className="text-sm text-destructive">
            {MILEAGE_FORMAT}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.notes}>{step.notes.label}</Label>
        <Textarea
          id={ids.notes}
          name={step.notes.name}
          rows={3}
          placeholder={step.notes.placeholder}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          disabled={isSending}
          aria-invalid={(isMissing && !notes.trim()) || undefined}
          className="min-h-24 text-base"
        />
      </div>
      <PhotoPicker
        label={step.photos.label}
        photos={photos}
        onChange={setPhotos}
        onPreparing={onPreparing}
        disabled={isSending}
        invalid={isMissing && photos.length === 0}
      />
      {failure && <FormError message={failure.message} onRetry={failure.canRetry ? () => void submit() : undefined} />}
      <ActionBar>
        {isSending && <UploadProgress share={progress} label="Uploading photos" />}
        <Button type="submit" className={BIG_BUTTON} disabled={isSending || isPreparing}>
          {isSending ? "Sending…" : isPreparing ? "Preparing photos…" : step.submit}
        </Button>
      </ActionBar>
    </form>
  );
}
