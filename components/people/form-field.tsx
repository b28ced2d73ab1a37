import * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** Help shown under the control while it has no error. */
  hint?: string;
  /** Marks the label of a required field (visual only; the schema decides). */
  isRequired?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** Label, control and message of the admin forms. Ids for aria-describedby: `${id}-error`, `${id}-hint`. */
export function FormField({ id, label, error, hint, isRequired, className, children }: FormFieldProps) {
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria props a control inside FormField needs. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
}
