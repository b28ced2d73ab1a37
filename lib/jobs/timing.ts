/**
 * SPEC.md §5 timing rules of the wizard and the reschedule dialog. A pickup's date and time are
 * the wall-clock time at the pickup place, so "not in the past" and the 2-hour lead read that
 * place's clock (DECISIONS.md "Times and places"). Pure module.
 */
import { isStorableMoment } from "@/lib/api/moment";
import { instantAt, wallClockAt, zoneAbbreviation } from "@/lib/places/time-zone";

export const LEAD_TIME_MS = 2 * 60 * 60 * 1000;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const TIMING_MESSAGES = {
  wizardDateRequired: "Pickup date is required",
  wizardTimeRequired: "Pickup time is required",
  rescheduleRequired: "Pickup date and time are required",
  past: "Pickup date cannot be in the past",
  wizardLeadTime: "Pickup time must be at least 2 hours later than current time",
} as const;

/** 'YYYY-MM-DD' of an instant, in UTC. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function isValidDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return isStorableMoment(d) && utcDate(d) === value;
}

/** The reschedule dialog's lead-time message, with the earliest time on the pickup place's clock. */
export function rescheduleLeadTimeMessage(now: Date, zone = "UTC"): string {
  const earliest = new Date(now.getTime() + LEAD_TIME_MS);
  const { time } = wallClockAt(earliest, zone);
  const [h, m] = time.split(":").map(Number) as [number, number];
  const time12 = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  return `Pickup time must be at least 2 hours later — after ${time12} ${zoneAbbreviation(zone, earliest)}`;
}

/**
 * The first timing problem of a pickup, or null, on the clock of the pickup place's zone (UTC
 * until it is known). `mode` picks the wording: the wizard's or the reschedule dialog's.
 */
export function pickupTimingError(
  pickup: { date?: string | null; time?: string | null },
  now: Date,
  mode: "wizard" | "reschedule",
  zone = "UTC",
): { field: "pickup_date" | "pickup_time"; message: string } | null {
  const { date, time } = pickup;
  if (mode === "reschedule" && (!date || !time))
    return { field: date ? "pickup_time" : "pickup_date", message: TIMING_MESSAGES.rescheduleRequired };
  if (!date) return { field: "pickup_date", message: TIMING_MESSAGES.wizardDateRequired };
  if (!time) return { field: "pickup_time", message: TIMING_MESSAGES.wizardTimeRequired };
  if (!isValidDate(date)) return { field: "pickup_date", message: "Pickup date must be a valid date (YYYY-MM-DD)." };
  if (!TIME_PATTERN.test(time)) return { field: "pickup_time", message: "Pickup time must be a valid time (HH:MM)." };
  const today = wallClockAt(now, zone).date;
  if (date < today) return { field: "pickup_date", message: TIMING_MESSAGES.past };
  if (date === today && instantAt({ date, time }, zone).getTime() < now.getTime() + LEAD_TIME_MS) {
    return {
      field: "pickup_time",
      message: mode === "wizard" ? TIMING_MESSAGES.wizardLeadTime : rescheduleLeadTimeMessage(now, zone),
    };
  }
  return null;
}
