"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const REFRESH_MS = 3_000;
const REFRESHES = 20;

/**
 * The signature's BOL is issued by the outbox's worker moments after it (and retried if its
 * render fails): the page says so and looks again every few seconds for a minute.
 */
export function BolPending() {
  const router = useRouter();
  useEffect(() => {
    let left = REFRESHES;
    const timer = window.setInterval(() => {
      left -= 1;
      if (left <= 0) window.clearInterval(timer);
      router.refresh();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <p className="text-muted-foreground" role="status">
      The bill of lading is being issued. It appears here in a moment.
    </p>
  );
}
