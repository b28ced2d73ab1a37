import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/**
 * Puts a 400's field messages ("Validation errors") under the form's own fields, so the user
 * sees where to fix; the toast still carries the first message (SPEC.md §8).
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) setError(field, { message });
  }
}
