/**
 * SPEC.md §9 display of dates and times: M/D/YYYY in UTC or short month plus day; times in
 * 12-hour AM/PM. Pure, and the same on the server and in the browser.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function toDate(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 11/22/2026 (UTC); a dash when missing. */
export function formatDate(value: Date | string | null | undefined, fallback = "-"): string {
  const d = toDate(value);
  return d ? `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}` : fallback;
}

/** Nov 22 (UTC). */
export function formatShortDate(value: Date | string | null | undefined, fallback = "-"): string {
  const d = toDate(value);
  return d ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}` : fallback;
}

/** "14:05" -> "2:05 PM"; an instant -> its UTC time. */
export function formatTime(value: Date | string | null | undefined, fallback = "-"): string {
  if (!value) return fallback;
  let h: number;
  let m: number;
  if (typeof value === "string" && /^\d{1,2}:\d{2}/.test(value)) {
    [h, m] = value.split(":").map(Number) as [number, number];
  } else {
    const d = toDate(value);
    if (!d) return fallback;
    h = d.getUTCHours();
    m = d.getUTCMinutes();
  }
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** 11/22/2026, 2:05 PM (UTC). */
export function formatDateTime(value: Date | string | null | undefined, fallback = "-"): string {
  const d = toDate(value);
  return d ? `${formatDate(d)}, ${formatTime(d)}` : fallback;
}

/** A date and an optional HH:MM time: "11/22/2026 2:05 PM". */
export function formatDateAndTime(date: string | null | undefined, time: string | null | undefined, fallback = "-"): string {
  if (!date) return fallback;
  return time ? `${formatDate(date)} ${formatTime(time)}` : formatDate(date);
}
