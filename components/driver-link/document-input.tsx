"use client";

import { FileUpIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";
import { shrinkImage } from "./shrink-image";

export const DOCUMENT_ACCEPT = "image/*,application/pdf";

/** Photos of receipts are shrunk like vehicle photos; PDFs go as they are. */
export function prepareDocument(file: File): Promise<File> {
  return file.type.startsWith("image/") ? shrinkImage(file) : Promise.resolve(file);
}

type DocumentInputProps = {
  /** Names the input for screen readers and tests, e.g. "Choose Fuel receipt". */
  label: string;
  text: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Called with true as a chosen batch starts being shrunk, false once it is done (per batch: usePreparing counts them). */
  onPreparing?: (isPreparing: boolean) => void;
};

/** A file input shown as a large button: camera or files, images or PDF. */
export function DocumentInput({ label, text, multiple, disabled, onFiles, onPreparing }: DocumentInputProps) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        className="peer sr-only"
        onChange={async (event) => {
          const input = event.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = "";
          if (files.length === 0) return;
          onPreparing?.(true);
          try {
            onFiles(await Promise.all(files.map(prepareDocument)));
          } finally {
            onPreparing?.(false);
          }
        }}
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cn(
          "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium text-primary shadow-xs transition-colors hover:bg-accent peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50",
          disabled && "pointer-events-none opacity-50",
        )}
      >
        <FileUpIcon className="size-4" aria-hidden="true" />
        {text}
      </label>
    </>
  );
}
