import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessage } from "@/components/ui/field";
import { SUBSCRIBABLE_EVENTS, webhookEventLabel } from "@/lib/webhooks/events";

/** The job and invoice events an endpoint hears of, as checkboxes (the add form's and the edit dialog's). */
export function EventCheckboxes({
  id,
  registered,
  error,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  id: string;
  registered: UseFormRegisterReturn<"events">;
  error?: string;
  columns?: string;
}) {
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">
        Events
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <div className={`grid gap-2 ${columns}`}>
        {SUBSCRIBABLE_EVENTS.map((type) => (
          <label key={type} className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm">
            <input type="checkbox" value={type} className="size-4 shrink-0" {...registered} />
            <span className="grid">
              <span>{webhookEventLabel(type)}</span>
              <code className="text-xs text-muted-foreground">{type}</code>
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
    </fieldset>
  );
}
