"use client";

import * as React from "react";
import { flashMessage } from "@/lib/forms/flash";
import { toast } from "@/lib/toast";

let shown = false;

/** The toast of a form posted before the page's scripts ran (lib/forms/flash.ts), once the page is live. */
export function FlashToast() {
  React.useEffect(() => {
    const message = flashMessage();
    if (!message || shown) return;
    shown = true;
    toast.success(message);
  }, []);
  return null;
}
