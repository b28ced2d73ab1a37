import * as React from "react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";

type FormCardProps = {
  title: string;
  description?: string;
  /** useActionForm's formProps: the server action, and the script's submit once hydrated. */
  formProps: Omit<React.ComponentProps<"form">, "className" | "children">;
  isSubmitting: boolean;
  submitLabel: string;
  cancelHref: string;
  children: React.ReactNode;
};

/** An admin form's card: heading, fields, and Cancel / submit ('Please wait...' while busy). */
export function FormCard({ title, description, formProps, isSubmitting, submitLabel, cancelHref, children }: FormCardProps) {
  const headingId = React.useId();
  return (
    <form {...formProps} aria-labelledby={headingId} className="max-w-3xl rounded-xl border bg-card shadow-sm">
      <div className="border-b px-4 py-4 sm:px-6">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <div className="px-4 py-6 sm:px-6">{children}</div>
      <div className="flex flex-col-reverse gap-2 border-t px-4 py-4 sm:flex-row sm:justify-end sm:px-6">
        <ButtonLink href={cancelHref} variant="outline">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting} className="sm:min-w-28">
          {isSubmitting ? "Please wait..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
