import type * as React from "react";

/**
 * SPEC.md §5: POC name, notes, VIN, PO number and driver notes are upper-cased as typed. Done on
 * the input itself before the form reads it, keeping the caret where it was.
 */
export function upperCaseAsTyped(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null && document.activeElement === input) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
}

/** register()'s props with the upper-casing in front of the form's change handler. */
export function upperCased<T extends { onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => unknown }>(
  registered: T,
): T {
  return {
    ...registered,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      upperCaseAsTyped(event);
      return registered.onChange(event);
    },
  };
}
