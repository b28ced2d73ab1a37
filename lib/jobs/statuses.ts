/**
 * The job request_status values of SPEC.md §4 and their display titles.
 * Pure module: imported by the schema (check constraint), the server and the screens.
 */
export const JOB_STATUSES = [
  "submitted",
  "PO_missing",
  "approved",
  "rescheduled",
  "awaiting_reschedule_date",
  "awaiting_for_cancellation",
  "in_transit",
  "delivered",
  "cancelled",
] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_TITLES: Record<JobStatus, string> = {
  submitted: "Submitted",
  PO_missing: "PO Missing",
  approved: "Approved",
  rescheduled: "Rescheduled",
  awaiting_reschedule_date: "Awaiting Reschedule Date",
  awaiting_for_cancellation: "Awaiting Cancellation",
  in_transit: "In-Transit",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const BY_LOWER = new Map<string, JobStatus>(JOB_STATUSES.map((s) => [s.toLowerCase(), s]));

/** Reads a status the way SPEC.md §4 does: case-insensitive, `in-transit` as `in_transit`. */
export function parseJobStatus(value: string | null | undefined): JobStatus | null {
  if (!value) return null;
  return BY_LOWER.get(value.trim().toLowerCase().replace(/-/g, "_")) ?? null;
}

/** Display title: known statuses by table, unknown shown as is, empty as 'Unknown'. */
export function jobStatusTitle(value: string | null | undefined): string {
  if (!value || !value.trim()) return "Unknown";
  const status = parseJobStatus(value);
  return status ? JOB_STATUS_TITLES[status] : value;
}

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === "string" && (JOB_STATUSES as readonly string[]).includes(value);
}
