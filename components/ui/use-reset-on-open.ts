import * as React from "react";

/**
 * Calls `reset` (the dialog's state setters) in the render where `open` turns true, so a dialog
 * starts afresh each time it opens: React's "adjust state when a prop changes", not an effect.
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
}
