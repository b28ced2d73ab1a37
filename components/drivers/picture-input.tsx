"use client";

import * as React from "react";
import { ImageUpIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { FieldControlProps } from "@/components/ui/field";
import { MAX_PICTURE_BYTES, ONLY_IMAGES, PICTURE_TOO_LARGE } from "@/lib/drivers/picture-rules";

type PictureInputProps = {
  /** The file input's id and aria props, from its Field. */
  control: FieldControlProps;
  /** The picture shown while no new file is chosen (the current one, or the default picture). */
  currentSrc: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onError: (message: string | undefined) => void;
};

/** The driver's profile picture: an image file with a preview (SPEC.md §5 'Only image files are allowed.'). */
export function PictureInput({ control, currentSrc, file, onFileChange, onError }: PictureInputProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const preview = React.useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  React.useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  // Once hydrated the chosen file lives in the form's state; one chosen before is taken from the box.
  const adopt = React.useEffectEvent((input: HTMLInputElement) => take(input));
  React.useEffect(() => {
    if (inputRef.current?.files?.length) adopt(inputRef.current);
  }, []);

  function take(input: HTMLInputElement) {
    const chosen = input.files?.[0] ?? null;
    input.value = "";
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      onError(ONLY_IMAGES);
      return;
    }
    if (chosen.size > MAX_PICTURE_BYTES) {
      onError(PICTURE_TOO_LARGE);
      return;
    }
    onError(undefined);
    onFileChange(chosen);
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={preview ?? currentSrc}
        alt={file ? "Preview of the chosen picture" : "Current profile picture"}
        className="size-20 shrink-0 rounded-full border bg-muted object-cover"
      />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
            <ImageUpIcon aria-hidden="true" />
            {file ? "Change picture" : "Choose picture"}
          </Button>
          {file ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onFileChange(null)}>
              <XIcon aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
        <p className="max-w-64 truncate text-xs text-muted-foreground">{file ? file.name : "JPEG, PNG, WebP or GIF, at most 5 MB."}</p>
      </div>
      <input
        ref={inputRef}
        type="file"
        name="profile_picture"
        accept="image/*"
        tabIndex={-1}
        className="sr-only"
        {...control}
        onChange={(event) => take(event.target)}
      />
    </div>
  );
}
