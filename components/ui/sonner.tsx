"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import type { ToasterProps } from "sonner";
import { loadSonner } from "@/lib/toast";
import { TOAST_COLORS } from "./toast-colors";

// Loaded after hydration (lib/toast.ts): no toast is shown before the page is interactive.
const Sonner = dynamic<ToasterProps>(() => loadSonner().then((module) => module.Toaster), { ssr: false });

// SPEC §9: toasts last 4000 ms at top-center.
function Toaster(props: ToasterProps) {
  return (
    <Sonner
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
