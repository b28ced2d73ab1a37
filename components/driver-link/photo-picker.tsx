"use client";

import { CameraIcon, LoaderCircleIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ONLY_IMAGES } from "@/lib/driver-link/messages";
import { cn } from "@/lib/utils";
import { shrinkPhoto } from "./shrink-image";
import { usePreparing } from "./use-preparing";

export type PickedPhoto = { key: string; file: File; previewUrl: string };

type PhotoPickerProps = {
  label: string;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** Called with true as a chosen batch starts being shrunk, false once it is done (per batch: usePreparing counts them). */
  onPreparing?: (isPreparing: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
};

let sequence = 0;

/**
 * Photos from the phone's camera (or its library): shrunk in the browser, shown as previews
 * that can be removed. The chosen files stay in the parent's state, so a failed upload can be
 * retried with the very same bytes (the server recognises a repeat by them). A chosen file that is
 * not an image is refused at once, and the photos already chosen stay.
 */
export function PhotoPicker({ label, photos, onChange, onPreparing, disabled, invalid }: PhotoPickerProps) {
  const inputId = useId();
  const preparing = usePreparing();
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  });
  const [refused, setRefused] = useState(false);

  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    const chosen = [...files];
    preparing.onPreparing(true);
    onPreparing?.(true);
    try {
      // What the browser cannot read as an image never joins the grid: refused now, not by a 415 at upload.
      const shrunk = await Promise.all(chosen.map(shrinkPhoto));
      const images = shrunk.filter((file): file is File => file !== null);
      setRefused(images.length < chosen.length);
      const added = images.map((file) => ({ key: `photo-${++sequence}`, file, previewUrl: URL.createObjectURL(file) }));
      if (added.length > 0) onChange([...current.current, ...added]);
    } finally {
      preparing.onPreparing(false);
      onPreparing?.(false);
    }
  }

  function remove(key: string) {
    const photo = current.current.find((p) => p.key === key);
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    onChange(current.current.filter((p) => p.key !== key));
  }

  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" aria-label={`${label}: chosen`}>
          {photos.map((photo, i) => (
            <li key={photo.key} className="relative">
              <img src={photo.previewUrl} alt={`${label} ${i + 1}`} className="aspect-square w-full rounded-lg border object-cover" />
              <button
                type="button"
                onClick={() => remove(photo.key)}
                aria-label={`Remove photo ${i + 1}`}
                className="absolute -top-1 -right-1 flex size-11 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex size-7 items-center justify-center rounded-full bg-foreground/80 text-background shadow">
                  <XIcon className="size-4" aria-hidden="true" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="peer sr-only"
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          void add(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          "flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-3 text-sm font-medium text-primary transition-colors hover:bg-accent peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
          invalid && "border-destructive/60",
          disabled && "pointer-events-none opacity-50",
        )}
      >
        {preparing.isPreparing ? (
          <LoaderCircleIcon className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <CameraIcon className="size-5" aria-hidden="true" />
        )}
        {preparing.isPreparing ? "Preparing photos…" : photos.length > 0 ? "Add more photos" : "Take or choose photos"}
      </label>
      {refused && (
        <p role="alert" className="text-sm text-destructive">
          {ONLY_IMAGES}
        </p>
      )}
    </fieldset>
  );
}
