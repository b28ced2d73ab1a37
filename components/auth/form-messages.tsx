import { CircleAlertIcon } from "lucide-react";

/** A message for the whole form (empty fields, a refused sign-in). */
export function FormAlert({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
