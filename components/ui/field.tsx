import * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What a control takes from its Field: its id, whether it is invalid, and what explains it. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  /** The control's id; its message is `${id}-error` and its description `${id}-hint`. */
  id: string;
  label: string;
  error?: string;
  /** Help under the control while no message is shown. */
  description?: React.ReactNode;
  /** Marks the label (visual only; the form's schema decides). */
  isRequired?: boolean;
  isOptional?: boolean;
  /** The control is marked invalid, but its message is shown elsewhere (one alert for several fields). */
  isMessageElsewhere?: boolean;
  className?: string;
  /** The control, given its aria props; or a control that wires its own (with the ids above). */
  children: React.ReactNode | ((control: FieldControlProps) => React.ReactNode);
};

/**
 * Label, control, description and message of every form: shadcn's FormItem, FormLabel,
 * FormControl, FormDescription and FormMessage in one component. The control gets its props from
 * the render function rather than through a context and Slot, which would load with every form.
 */
export function Field({ id, label, error, description, isRequired, isOptional, isMessageElsewhere, className, children }: FieldProps) {
  const message = isMessageElsewhere ? undefined : error;
  const hasDescription = Boolean(description) && !message;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": message ? `${id}-error` : hasDescription ? `${id}-hint` : undefined,
  };
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
        {isOptional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
      </Label>
      {typeof children === "function" ? children(control) : children}
      <FieldMessage id={`${id}-error`}>{message}</FieldMessage>
      {hasDescription ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** A field's message, or one for a group of fields (a radio list, a date and its time). */
export function FieldMessage({ id, className, children }: { id: string; className?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn("text-sm text-destructive", className)}>
      {children}
    </p>
  );
}
