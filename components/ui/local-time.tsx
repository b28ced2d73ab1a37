"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { formatDate, formatDateTime, formatShortDate, formatTime } from "@/lib/format/dates";
import { browserTimeZone } from "@/lib/places/time-zone";

/**
 * Moments (created on, timeline, tracking, last login...) show on the viewer's clock
 * (DECISIONS.md "Times and places"). The server learns the viewer's zone from the tz cookie
 * (set by the root layout's script) and renders with it, so the browser renders the same text.
 */
const ViewerTimeZone = React.createContext("UTC");

export function TimeZoneProvider({ zone, children }: { zone: string; children: React.ReactNode }) {
  const router = useRouter();
  React.useEffect(() => {
    // A first visit (no cookie yet) was rendered in UTC: render again with the zone just stored.
    if (browserTimeZone() !== zone) router.refresh();
  }, [zone, router]);
  return <ViewerTimeZone.Provider value={zone}>{children}</ViewerTimeZone.Provider>;
}

export function useViewerTimeZone(): string {
  return React.useContext(ViewerTimeZone);
}

const FORMATS = { date: formatDate, datetime: formatDateTime, time: formatTime, short: formatShortDate } as const;

/** A moment as a <time>, in the viewer's zone. */
export function LocalTime({
  value,
  format = "datetime",
  fallback = "-",
}: {
  value: Date | string | null | undefined;
  format?: keyof typeof FORMATS;
  fallback?: string;
}) {
  const zone = useViewerTimeZone();
  if (!value) return <>{fallback}</>;
  const iso = typeof value === "string" ? value : value.toISOString();
  return <time dateTime={iso}>{FORMATS[format](value, fallback, zone)}</time>;
}
