"use client";

import { CameraIcon, CircleCheckIcon, CloudUploadIcon, LoaderCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { thumbnailUrl } from "@/lib/files/file-url";
import { ONLY_IMAGES } from "@/lib/driver-link/messages";
import { cn } from "@/lib/utils";
import { preparePhoto, type PreparedPhoto } from "./evidence";
import type { KeptView } from "./kept-view";

export type KeptPhoto = KeptView["photos"][number];

type PhotoButtonProps = {
  label: string;
  /** The photos of this place so far, on the server or still on the phone (local_url). */
  photos: KeptPhoto[];
  token: string;
  multiple?: boolean;
  /** Keeps one taken photo on the phone, to be sent (the outbox). */
  onTake: (photo: PreparedPhoto) => Promise<void>;
  /** Photos being prepared, so signing waits for them. */
  track: <T>(work: Promise<T>) => Promise<T>;
  children?: React.ReactNode;
  className?: string;
};

export const PHOTO_WAITING = "saved on this phone, waiting to send";
const KEEP_FAILED = "The photo could not be kept on this phone.";

/** What an <img> shows: the phone's own copy until the server has it, then the server's thumbnail. */
export function photoSrc(photo: KeptPhoto, token: string): string {
  return photo.local_url || thumbnailUrl(`${photo.url}?token=${encodeURIComponent(token)}`, 640);
}

/**
 * Takes a photo (the camera, or the library), shrinks it and keeps it on the phone with its
 * evidence; the outbox sends it. A photo still on the phone says so; the check shows only once
 * the server has it.
 */
export function PhotoButton({ label, photos, token, multiple, onTake, track, children, className }: PhotoButtonProps) {
  const inputId = useId();
  const [isPreparing, setIsPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    setIsPreparing(true);
    setProblem(null);
    try {
      const prepared = await Promise.all([...files].map(preparePhoto));
      if (prepared.some((p) => p === null)) setProblem(ONLY_IMAGES);
      for (const photo of prepared) if (photo) await onTake(photo);
    } catch {
      setProblem(KEEP_FAILED);
    } finally {
      setIsPreparing(false);
    }
  }

  const latest = photos.at(-1);
  const preview = multiple || !latest ? null : photoSrc(latest, token);
  const isWaiting = !!latest?.local_url;

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
          {isPreparing ? (
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
          ) : !multiple && isWaiting ? (
            <CloudUploadIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          ) : !multiple && latest ? (
            <CircleCheckIcon className="size-4 text-success" aria-hidden="true" />
          ) : (
            <CameraIcon className="size-4" aria-hidden="true" />
          )}
          {label}
          {!multiple && isWaiting && <span className="sr-only">: {PHOTO_WAITING}</span>}
        </span>
      </label>
      {multiple && photos.length > 0 && (
        <ul className="grid grid-cols-4 gap-1" aria-label={`${label}: taken`}>
          {photos.map((p, i) => (
            <li key={p.id}>
              <img
                src={photoSrc(p, token)}
                alt={`${label} ${i + 1}${p.local_url ? `, ${PHOTO_WAITING}` : ""}`}
                className={cn("aspect-square w-full rounded border object-cover", p.local_url && "opacity-60")}
              />
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
