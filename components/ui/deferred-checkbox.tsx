"use client";

import { cn } from "@/lib/utils";
import { deferred } from "./deferred";

/**
 * The Checkbox, server-rendered as usual, its radix code fetched apart from the page's first
 * JavaScript (components/ui/deferred.tsx). For forms on a page's first screen.
 */
export const DeferredCheckbox = deferred(
  () => import("./checkbox").then((m) => m.Checkbox),
  ({ className }) => (
    <span aria-hidden="true" className={cn("inline-block size-4 shrink-0 rounded-[4px] border border-input shadow-xs", className)} />
  ),
);
