"use client";

import * as React from "react";
import { useSearchParams } from "next/navigation";
import { Button } from "./button";

/** The query parameters naming the dialog to open on load, and the record it is for. */
const DIALOG_PARAM = "dialog";
const RECORD_PARAM = "for";

type OpenDialogButtonProps = Omit<React.ComponentProps<typeof Button>, "type" | "name" | "value" | "onClick"> & {
  /** The dialog's name in the address (?dialog=cancel). */
  dialog: string;
  /** The record the dialog is for, when the page has several (a list's row). */
  recordId?: number;
  /** Opens the dialog: on a press once the page is hydrated, or on load for the address's dialog. */
  onOpen: () => void;
};

/**
 * A dialog's trigger that works before the page's scripts do: a real button of a GET form that
 * loads the page again with ?dialog=…&for=… (the page's other parameters kept), whose screen
 * then opens that dialog (useDialogFromAddress). Once hydrated, a press opens it at once.
 */
export function OpenDialogButton({ dialog, recordId, onOpen, ...props }: OpenDialogButtonProps) {
  const params = useSearchParams();
  const kept = [...params.entries()].filter(([name]) => name !== DIALOG_PARAM && name !== RECORD_PARAM);
  return (
    <form method="get" className="contents">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {recordId !== undefined ? <input type="hidden" name={RECORD_PARAM} value={recordId} /> : null}
      <Button
        {...props}
        type="submit"
        name={DIALOG_PARAM}
        value={dialog}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      />
    </form>
  );
}

/** The dialog (and its record) the address asks to open: read once, as the page first renders. */
export function useDialogFromAddress<Name extends string>(names: readonly Name[]): { dialog: Name; recordId: number | null } | null {
  const params = useSearchParams();
  const [asked] = React.useState(() => {
    const dialog = params.get(DIALOG_PARAM);
    if (!dialog || !(names as readonly string[]).includes(dialog)) return null;
    const recordId = Number(params.get(RECORD_PARAM));
    return { dialog: dialog as Name, recordId: Number.isInteger(recordId) && recordId > 0 ? recordId : null };
  });
  return asked;
}

/** Takes the dialog out of the address once it closes, so a reload does not open it again. */
export function forgetDialogInAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(DIALOG_PARAM)) return;
  url.searchParams.delete(DIALOG_PARAM);
  url.searchParams.delete(RECORD_PARAM);
  // null, not the history entry's state: Next takes a state of its own (__NA) for its own call and would
  // not follow the change, so its next refresh would write the dialog back into the address.
  window.history.replaceState(null, "", url);
}
