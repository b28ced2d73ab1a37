"use client";

import { CameraIcon, CircleCheckIcon, LoaderCircleIcon, RotateCwIcon } from "lucide-react";
import { useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { thumbnailUrl } from "@/lib/files/file-url";
import { ONLY_IMAGES } from "@/lib/driver-link/messages";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import type { PhotoPlace } from "@/lib/inspections/vocabulary";
import { cn } from "@/lib/utils";
import { newPartId, preparePhoto, type PreparedPhoto } from "./evidence";
import { sendPhoto, type InspectionContext } from "./inspection-api";

export type PhotoSent = { id: string; view: InspectionView };

type PhotoButtonProps = {
  ctx: InspectionContext;
  place: PhotoPlace;
  label: string;
  /** The stored photo shown before one is taken here (a required slot already photographed). */
  storedUrl?: string | null;
  multiple?: boolean;
  onSent: (sent: PhotoSent) => void;
  /** Every upload in flight, so signing waits for them. */
  track: <T>(work: Promise<T>) => Promise<T>;
  children?: React.ReactNode;
  className?: string;
};

type Shot = { id: string; photo: PreparedPhoto; state: "sending" | "sent" | "failed"; error?: string };

/**
 * Takes a photo (the camera, or the library) and sends it at once with its evidence; a failed
 * upload keeps the photo and its id, so Retry sends the very same part.
 */
export function PhotoButton({ ctx, place, label, storedUrl, multiple, onSent, track, children, className }: PhotoButtonProps) {
  const inputId = useId();
  const [shots, setShots] = useState<Shot[]>([]);
  const [isPreparing, setIsPreparing] = useState(false);
  const [refused, setRefused] = useState(false);
  const update = (id: string, change: Partial<Shot>) => setShots((all) => all.map((s) => (s.id === id ? { ...s, ...change } : s)));

  async function send(shot: Shot) {
    update(shot.id, { state: "sending", error: undefined });
    try {
      const view = await track(sendPhoto(ctx, { id: shot.id, place, photo: shot.photo }));
      update(shot.id, { state: "sent" });
      onSent({ id: shot.id, view });
    } catch (error) {
      update(shot.id, { state: "failed", error: errorMessage(error, "The photo could not be sent.") });
    }
  }

  async function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    setIsPreparing(true);
    try {
      const prepared = await Promise.all([...files].map(preparePhoto));
      const photos = prepared.filter((p): p is PreparedPhoto => p !== null);
      setRefused(photos.length < prepared.length);
      const added: Shot[] = photos.map((photo) => ({ id: newPartId(), photo, state: "sending" }));
      setShots((all) => (multiple ? [...all, ...added] : added));
      await Promise.all(added.map(send));
    } finally {
      setIsPreparing(false);
    }
  }

  const latest = shots.at(-1);
  const preview = multiple ? null : (latest?.photo.previewUrl ?? (storedUrl ? thumbnailUrl(storedUrl, 640) : null));
  const failed = shots.filter((s) => s.state === "failed");
  const sending = isPreparing || shots.some((s) => s.state === "sending");
  const done = !multiple && (latest?.state === "sent" || (!latest && storedUrl));

  return (
    <div className={cn("space-y-1", className)}>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        className="peer sr-only"
        onChange={(event) => {
          // Tracked from the start (shrinking too): signing waits for a photo still being prepared.
          void track(take(event.currentTarget.files));
          event.currentTarget.value = "";
        }}
      />
      <label
        htmlFor={inputId}
        className="relative flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 overflow-hidden rounded-lg border-2 border-dashed p-2 text-center text-sm font-medium transition-colors hover:bg-accent peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
      >
        {preview ? <img src={preview} alt="" className="absolute inset-0 size-full object-cover opacity-90" /> : children}
        <span className="relative flex items-center gap-1 rounded bg-background/85 px-1.5 py-0.5">
          {sending ? (
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
          ) : done ? (
            <CircleCheckIcon className="size-4 text-success" aria-hidden="true" />
          ) : (
            <CameraIcon className="size-4" aria-hidden="true" />
          )}
          {label}
        </span>
      </label>
      {multiple && shots.length > 0 && (
        <ul className="grid grid-cols-4 gap-1" aria-label={`${label}: taken`}>
          {shots.map((s, i) => (
            <li key={s.id}>
              <img
                src={s.photo.previewUrl}
                alt={`${label} ${i + 1}`}
                className={cn("aspect-square w-full rounded border object-cover", s.state !== "sent" && "opacity-60")}
              />
            </li>
          ))}
        </ul>
      )}
      {refused && (
        <p role="alert" className="text-xs text-destructive">
          {ONLY_IMAGES}
        </p>
      )}
      {failed.length > 0 && (
        <p role="alert" className="flex items-center gap-2 text-xs text-destructive">
          {failed[0]!.error}
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1 font-medium underline"
            onClick={() => failed.forEach((s) => void send(s))}
          >
            <RotateCwIcon className="size-3" aria-hidden="true" />
            Retry
          </button>
        </p>
      )}
    </div>
  );
}
