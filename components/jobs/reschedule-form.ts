import type { FieldErrors, Resolver } from "react-hook-form";
import { rescheduleNeedsReason } from "@/lib/jobs/lifecycle";
import { RESCHEDULE_REASON_REQUIRED, rescheduleSchema, type RescheduleInput } from "@/lib/jobs/schemas";
import type { JobStatus } from "@/lib/jobs/statuses";
import { pickupTimingError } from "@/lib/jobs/timing";

export type Priority = "pickup" | "delivery" | "both";
/** SPEC.md §5: three checkboxes that exclude each other; only "both" sets time_relaxation. */
export const PRIORITIES: [Priority, string][] = [
  ["pickup", "Pickup must occur at this date/time"],
  ["delivery", "Delivery must occur at this date/time"],
  ["both", "Both are important but flexible"],
];
export type DateField = "pickup_date" | "pickup_time" | "dropoff_date" | "dropoff_time";

/** The reschedule dialog's fields; `isForFuture` says which button sent it ('Reschedule for future' sends no dates). */
export type RescheduleValues = Record<DateField, string> & { priority: Priority | ""; reason: string; isForFuture: boolean };

/** What the rules depend on: the job, its status, and the pickup place's time zone. */
export type RescheduleContext = { jobId: number; status: JobStatus; zone: string };

export const DATE_FIELDS: readonly DateField[] = ["pickup_date", "pickup_time", "dropoff_date", "dropoff_time"];
const MESSAGE_FIELDS: readonly (keyof RescheduleValues)[] = [...DATE_FIELDS, "reason"];

/** The values the dialog opens with: the job's dates ("YYYY-MM-DD", "HH:MM"), and 'both' for a relaxed job. */
export function rescheduleValues(current: Partial<Record<DateField, string | null>> = {}, timeRelaxation = false): RescheduleValues {
  return {
    pickup_date: current.pickup_date ?? "",
    pickup_time: current.pickup_time ?? "",
    dropoff_date: current.dropoff_date ?? "",
    dropoff_time: current.dropoff_time ?? "",
    priority: timeRelaxation ? "both" : "",
    reason: "",
    isForFuture: false,
  };
}

/** The body of PUT customer/update-job-schedule (SPEC.md §7 "Reschedule payload"), before rescheduleSchema reads it. */
export function reschedulePayload(values: RescheduleValues, jobId: number) {
  if (values.isForFuture) {
    return { jobId, pickup_date: null, pickup_time: null, dropoff_date: null, dropoff_time: null, reason: values.reason };
  }
  return {
    jobId,
    pickup_date: values.pickup_date,
    pickup_time: values.pickup_time,
    dropoff_date: values.dropoff_date || null,
    dropoff_time: values.dropoff_time || null,
    time_relaxation: values.priority === "both",
    reason: values.reason,
  };
}

/**
 * rescheduleSchema (the route's own) on the payload, then the rules reschedule-job.ts applies to
 * this job: the pickup's date and time on its place's clock, and a reason where the lifecycle
 * asks for one ('Reschedule for future' always does). The server checks them all again.
 */
export const rescheduleResolver: Resolver<RescheduleValues, RescheduleContext, RescheduleInput> = (values, context) => {
  const { jobId, status, zone } = context!;
  const parsed = rescheduleSchema.safeParse(reschedulePayload(values, jobId));
  const errors: FieldErrors<RescheduleValues> = {};
  const add = (field: keyof RescheduleValues, message: string) => (errors[field] ??= { type: "validate", message });

  for (const issue of parsed.error?.issues ?? []) {
    const field = MESSAGE_FIELDS.find((name) => name === issue.path[0]);
    if (field) add(field, issue.message);
    else errors.root ??= { type: "validate", message: issue.message } as NonNullable<FieldErrors["root"]>;
  }
  if (!values.isForFuture) {
    const timing = pickupTimingError({ date: values.pickup_date, time: values.pickup_time }, new Date(), "reschedule", zone);
    if (timing) add(timing.field, timing.message);
  }
  if ((values.isForFuture || rescheduleNeedsReason(status)) && !values.reason.trim()) add("reason", RESCHEDULE_REASON_REQUIRED);

  if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
};
