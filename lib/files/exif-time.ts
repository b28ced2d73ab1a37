/**
 * EXIF's DateTimeOriginal (tag 36867) and OffsetTimeOriginal (36881) as exifr's mini build gives
 * them: raw strings ("2026:01:15 08:30:00", "-05:00"), since that build carries no tag names or
 * revivers. Asking it for a tag by name throws, which is why the tags are numbers here.
 */
export const DATE_TIME_ORIGINAL = 36867;
export const OFFSET_TIME_ORIGINAL = 36881;

const EXIF_DATE_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const EXIF_OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * The moment the camera wrote, or null when it wrote none, a blank ("0000:00:00 00:00:00") or an
 * impossible one. Without an offset the time is the camera's clock, taken to be the phone's: the
 * driver photographs where he stands.
 */
export function exifCaptureTime(tags: Record<string, unknown> | undefined): Date | null {
  const value = tags?.[DATE_TIME_ORIGINAL];
  const match = typeof value === "string" ? EXIF_DATE_TIME.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < 2000 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const offset = tags?.[OFFSET_TIME_ORIGINAL];
  const at =
    typeof offset === "string" && EXIF_OFFSET.test(offset.trim())
      ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${offset.trim()}`)
      : new Date(year, month - 1, day, hour, minute, second);
  // 31 February rolls over into March: not a time a camera wrote.
  return Number.isNaN(at.getTime()) || (offset === undefined && at.getDate() !== day) ? null : at;
}
