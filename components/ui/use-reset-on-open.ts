import * as React from "react";

/**
 * Calls `reset` each time `open` turns true, before the browser paints, so a dialog's form
 * starts afresh from the values of that moment (the form's state outlives its closed content).
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  const onOpen = React.useEffectEvent(reset);
  React.useLayoutEffect(() => {
    if (open) onOpen();
  }, [open]);
}
