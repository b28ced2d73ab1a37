/**
 * SPEC.md §9 display of dates and times: M/D/YYYY or short month plus day; times in 12-hour
 * AM/PM. A calendar date ("YYYY-MM-DD") is shown as it is; an instant on the clock of `zone`
 * (the viewer's, components/ui/local-time.tsx; UTC by default) with the zone's abbreviation. Pure, the same on the server and
 * in the browser.
 */
import { instantAt, wallClockAt, zoneAbbreviation, type WallClock } from "@/lib/places/time-zone";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The wall clock of a value: a calendar date as it is, an instant in the zone; null when unreadable. */
function clockOf(value: Date | string | null | undefined, zone: string): WallClock | null {
  if (!value) return null;
  if (typeof value === "string" && DATE_ONLY.test(value)) {
    return Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) ? null : { date: value, time: "00:00" };
  }
  const at = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(at.getTime()) ? null : wallClockAt(at, zone);
}

const ymd = (clock: WallClock) => clock.date.split("-").map(Number) as [number, number, number];

function time12(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** 11/22/2026; a dash when missing. */
export function formatDate(value: Date | string | null | undefined, fallback = "-", zone = "UTC"): string {
  const clock = clockOf(value, zone);
  if (!clock) return fallback;
  const [y, m, d] = ymd(clock);
  return `${m}/${d}/${y}`;
}

/** Nov 22. */
export function formatShortDate(value: Date | string | null | undefined, fallback = "-", zone = "UTC"): string {
  const clock = clockOf(value, zone);
  if (!clock) return fallback;
  const [, m, d] = ymd(clock);
  return `${MONTHS[m - 1]} ${d}`;
}

/** "14:05" -> "2:05 PM"; an instant -> its time in the zone. */
export function formatTime(value: Date | string | null | undefined, fallback = "-", zone = "UTC"): string {
  if (!value) return fallback;
  if (typeof value === "string" && /^\d{1,2}:\d{2}/.test(value)) return time12(value);
  const clock = clockOf(value, zone);
  return clock ? time12(clock.time) : fallback;
}

/**
 * A moment on the clock of `zone` with the zone's abbreviation, the shape of formatDateAndTime's
 * place-local times: "11/22/2026 2:05 PM EST". A time beside others in other zones is ambiguous
 * without it.
 */
export function formatDateTime(value: Date | string | null | undefined, fallback = "-", zone = "UTC"): string {
  const clock = clockOf(value, zone);
  if (!clock) return fallback;
  const at = typeof value === "string" && DATE_ONLY.test(value) ? instantAt(clock, zone) : new Date(value!);
  return `${formatDate(clock.date)} ${time12(clock.time)} ${zoneAbbreviation(zone, at)}`;
}

/**
 * A place's date and optional HH:MM time, its wall-clock time: "11/22/2026 2:05 PM", with the
 * abbreviation of the place's zone when it is known ("11/22/2026 2:05 PM CST").
 */
export function formatDateAndTime(
  date: string | null | undefined,
  time: string | null | undefined,
  fallback = "-",
  zone?: string | null,
): string {
  if (!date) return fallback;
  if (!time) return formatDate(date);
  const abbreviation = zone ? ` ${zoneAbbreviation(zone, instantAt({ date, time }, zone))}` : "";
  return `${formatDate(date)} ${formatTime(time)}${abbreviation}`;
}
