/**
 * DECISIONS.md "Dispatch": a driver's job occupies the time from its pickup to the drop-off's ETA,
 * the route's miles at the settings' miles per day, or the drop-off time when the job gives one.
 * Dates and times are wall-clock times at their places ("Times and places"). Pure module.
 */
import { routeDistanceOf } from "@/lib/maps/distance";
import { instantAt, wallClockAt } from "@/lib/places/time-zone";

export const DEFAULT_MILES_PER_DAY = 500;

/** Jobs that no longer hold their driver's time. */
export const FINISHED_STATUSES = ["delivered", "cancelled"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A place's date without a time: the day starts at midnight there, and a drop-off is due by its end. */
const START_OF_DAY = "00:00";
const END_OF_DAY = "23:59";

/** The columns of a job the span is read from (the jobs row's names). */
export type SpanJob = {
  pickupDate: string | null;
  pickupTime: string | null;
  pickupTimezone: string | null;
  pickupLatitude: number;
  pickupLongitude: number;
  dropoffDate: string | null;
  dropoffTime: string | null;
  dropoffTimezone: string | null;
  dropoffLatitude: number;
  dropoffLongitude: number;
  routeMiles: number | null;
};

/** From pickup to the drop-off's ETA; the zones read the span's ends as local dates. */
export type OccupiedSpan = { start: Date; end: Date; pickupZone: string; dropoffZone: string };

/** The span of a job, or null while it has no pickup date (it cannot be placed on a day). */
export function occupiedSpan(job: SpanJob, milesPerDay = DEFAULT_MILES_PER_DAY): OccupiedSpan | null {
  if (!job.pickupDate) return null;
  const pickupZone = job.pickupTimezone ?? "UTC";
  const dropoffZone = job.dropoffTimezone ?? pickupZone;
  const start = instantAt({ date: job.pickupDate, time: job.pickupTime ?? START_OF_DAY }, pickupZone);
  const end = job.dropoffDate
    ? instantAt({ date: job.dropoffDate, time: job.dropoffTime ?? END_OF_DAY }, dropoffZone)
    : new Date(start.getTime() + (driveMiles(job) / milesPerDay) * DAY_MS);
  // A drop-off written before its pickup is a typing slip, not a negative span.
  return { start, end: end < start ? start : end, pickupZone, dropoffZone };
}

function driveMiles(job: SpanJob): number {
  return routeDistanceOf({
    from: { lat: job.pickupLatitude, lng: job.pickupLongitude },
    to: { lat: job.dropoffLatitude, lng: job.dropoffLongitude },
    drivingMiles: job.routeMiles,
  }).miles;
}

/** Half-open spans: a drop-off at 14:00 leaves the driver free for a pickup at 14:00. */
export function spansOverlap(a: Pick<OccupiedSpan, "start" | "end">, b: Pick<OccupiedSpan, "start" | "end">): boolean {
  if (a.start.getTime() === a.end.getTime()) return a.start >= b.start && a.start < b.end;
  if (b.start.getTime() === b.end.getTime()) return b.start >= a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

/** The dates the span touches: from the pickup's date on its clock to the drop-off's on its clock. */
export function spanDates(span: OccupiedSpan): string[] {
  const first = wallClockAt(span.start, span.pickupZone).date;
  const last = wallClockAt(span.end, span.dropoffZone).date;
  const dates: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); ; day = new Date(day.getTime() + DAY_MS)) {
    const date = day.toISOString().slice(0, 10);
    if (date > last && dates.length > 0) break;
    dates.push(date);
    if (date >= last) break;
  }
  return dates;
}

/** One of the driver's other jobs, already spanned. */
export type DriverJobSpan = { jobId: number; span: OccupiedSpan };

/** What assigning the job to the driver collides with: each needs the dispatcher's confirmation. */
export type AssignmentWarnings = { overlappingJobIds: number[]; daysOff: string[] };

export type AssignmentCheck = {
  jobId: number;
  span: OccupiedSpan | null;
  driverJobs: DriverJobSpan[];
  /** The driver's days off, "YYYY-MM-DD". */
  daysOff: string[];
};

export function assignmentWarnings({ jobId, span, driverJobs, daysOff }: AssignmentCheck): AssignmentWarnings {
  if (!span) return { overlappingJobIds: [], daysOff: [] };
  const overlappingJobIds = driverJobs
    .filter((other) => other.jobId !== jobId && spansOverlap(span, other.span))
    .map((other) => other.jobId);
  const dates = new Set(spanDates(span));
  return { overlappingJobIds, daysOff: daysOff.filter((date) => dates.has(date)).sort() };
}

export function hasWarnings(warnings: AssignmentWarnings): boolean {
  return warnings.overlappingJobIds.length > 0 || warnings.daysOff.length > 0;
}
