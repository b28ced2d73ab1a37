"use client";

import * as React from "react";
import { useRouter } from "next/navigation";

/** How often an in-transit job's detail reloads its data (new location updates). */
export const LIVE_REFRESH_MS = 30_000;

/**
 * While `active` (the job is in transit), re-reads the page's server data on an interval,
 * without a reload and without losing client state; skipped while the tab is hidden.
 */
export function LiveRefresh({ active, intervalMs = LIVE_REFRESH_MS }: { active: boolean; intervalMs?: number }) {
  const router = useRouter();
  React.useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs, router]);
  return null;
}
