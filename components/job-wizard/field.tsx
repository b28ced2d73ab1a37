import * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  /** The field is marked invalid but its message is shown elsewhere (one alert for several fields). */
  hideMessage?: boolean;
  optional?: boolean;
  /** Help under the field while it has no error. */
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** Label, control and the message by it; the control takes `fieldAria(id, error)`. */
export function Field({ id, label, error, hideMessage, optional, hint, className, children }: FieldProps) {
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {children}
      {error && !hideMessage ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function fieldAria(id: string, error?: string, hasHint = false) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
}

/** The id of a wizard field's control, so the first message can be focused. */
export function fieldId(name: string): string {
  return `job-${name.replace(/[._]/g, "-")}`;
}

/** Moves the focus to a field's control (a list-level message focuses the control that fixes it). */
export function focusField(field: string): void {
  const id = field === "vehicle_details" ? fieldId("vehicle.year") : field === "time_priority" ? "job-priority-pickup" : fieldId(field);
  document.getElementById(id)?.focus();
}
