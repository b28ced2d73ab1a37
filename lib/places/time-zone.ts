/**
 * Wall-clock times at a place (DECISIONS.md "Times and places"): a pickup or drop-off date and
 * time is the local time at its address, in the IANA zone of its coordinates. Pure, Intl only.
 */

/** A date and a time as the API writes them: "YYYY-MM-DD" and "HH:MM" (24-hour). */
export type WallClock = { date: string; time: string };

const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(zone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clockFormats.set(zone, format);
  }
  return format;
}

function parts(at: Date, zone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of clockFormat(zone).formatToParts(at)) if (part.type !== "literal") out[part.type] = Number(part.value);
  return out;
}

/** The date and time a clock in the zone shows at that instant. */
export function wallClockAt(at: Date, zone: string): WallClock {
  const p = parts(at, zone);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return { date: `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`, time: `${pad(p.hour!)}:${pad(p.minute!)}` };
}

/** How far the zone's clock is ahead of UTC at that instant, in minutes. */
function offsetMinutes(at: Date, zone: string): number {
  const p = parts(at, zone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a clock in the zone shows that date and time. A time skipped by a change to
 * summer time is read with the offset before it (2:30 becomes 3:30); a repeated one is its first.
 */
export function instantAt({ date, time }: WallClock, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetMinutes(new Date(asUtc - 12 * 3_600_000), zone);
  const after = offsetMinutes(new Date(asUtc + 12 * 3_600_000), zone);
  // The earlier reading wins where the clock shows the time twice.
  for (const offset of [before, after]) {
    const at = new Date(asUtc - offset * 60_000);
    const shown = wallClockAt(at, zone);
    if (shown.date === date && shown.time === time) return at;
  }
  return new Date(asUtc - before * 60_000);
}

/** The zone's short name at that instant: "CST", "PDT", or "GMT+5:30" where it has none. */
export function zoneAbbreviation(zone: string, at: Date): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name ?? zone;
}

/** The cookie that tells the server the viewer's zone, so moments render on the viewer's clock. */
export const TIME_ZONE_COOKIE = "tz";

/** Inline in the document's head: keeps the cookie equal to the browser's zone. */
export const TIME_ZONE_COOKIE_SCRIPT =
  `(function(){try{var z=encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone||"UTC");` +
  `if(document.cookie.indexOf("${TIME_ZONE_COOKIE}="+z)<0)document.cookie="${TIME_ZONE_COOKIE}="+z+";path=/;max-age=31536000;samesite=lax"}catch(e){}})();`;

/** The zone this browser (or server) runs in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Whether the text is a time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
