import * as React from "react";
import { Label } from "@/components/ui/label";
import { FieldError } from "./form-messages";

type AuthFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Help shown under the field while it has no error. */
  hint?: string;
  /** Something to put at the end of the label row (e.g. a link). */
  labelAside?: React.ReactNode;
  children: React.ReactNode;
};

/** Label, control and message. Ids for aria-describedby: `${id}-error`, `${id}-hint`. */
export function AuthField({ id, label, error, hint, labelAside, children }: AuthFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria props a control inside AuthField needs. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
}
