"use client";

import * as React from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, whenSonnerRequested } from "@/lib/toast";
import { TOAST_COLORS } from "./toast-colors";

/** sonner's Toaster, once the page's first toast has loaded sonner (lib/toast.ts). */
let LoadedToaster: React.ComponentType<ToasterProps> | null = null;

/** Whether sonner is loaded: false until a toast asks for it, so a page that never toasts never loads it. */
function useIsSonnerLoaded(): boolean {
  const [isLoaded, setIsLoaded] = React.useState(false); // as the server drew it: no toaster
  React.useEffect(() => {
    let isCurrent = true;
    const stop = whenSonnerRequested(() => {
      loadSonner().then(
        (module) => {
          LoadedToaster = module.Toaster;
          if (isCurrent) setIsLoaded(true);
        },
        () => undefined, // the toast that asked says why (lib/toast.ts)
      );
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, []);
  return isLoaded;
}

// SPEC §9: toasts last 4000 ms at top-center.
function Toaster(props: ToasterProps) {
  const isLoaded = useIsSonnerLoaded();
  if (!isLoaded || !LoadedToaster) return null;
  return (
    <LoadedToaster
      theme="light"
      position="top-center"
      duration={4000}
      richColors
      closeButton
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          ...TOAST_COLORS,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
