"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * shadcn's Label on a native <label> (radix's Label adds only the mouse-down rule below, and its
 * Primitive/Slot code would load with every form).
 */
function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      onMouseDown={(event) => {
        // As radix's Label: a double click on the label's text selects nothing; its controls behave as usual.
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

export { Label };
