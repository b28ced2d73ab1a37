"use client";

import * as React from "react";
import { useIsMounted } from "@/components/ui/use-is-mounted";
import { toast } from "@/lib/toast";

/** Once per page load (an effect may run twice in development). */
let shown = false;

/**
 * The message of a form posted before the page's scripts ran (lib/forms/flash.ts): in the page's
 * HTML as a status line where the toasts appear (top centre, in the success colours), so it is read before any script; once the page is
 * live, a toast like every other answer.
 */
export function FlashToast({ message }: { message: string | null }) {
  const isLive = useIsMounted();
  React.useEffect(() => {
    if (!message || shown) return;
    shown = true;
    toast.success(message);
  }, [message]);
  if (!message || isLive) return null;
  return (
    <p
      role="status"
      className="fixed top-6 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 rounded-lg border border-success/30 bg-background px-4 py-3 text-sm font-medium text-success shadow-lg"
    >
      {message}
    </p>
  );
}
