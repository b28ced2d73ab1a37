/** "Can't pick up" (DECISIONS.md "Trip costs, driver pay and exceptions"): its vocabulary and words. Pure, no zod: the driver's page loads it. */

/** Why a pickup cannot happen. */
export const PICKUP_EXCEPTION_REASONS = ["not_ready", "not_drivable", "keys_missing", "nobody_there", "unsafe", "other"] as const;
export type PickupExceptionReason = (typeof PICKUP_EXCEPTION_REASONS)[number];

/** What staff made of it: the pickup goes on, a new date, or the job cancelled as a dry run. */
export const PICKUP_EXCEPTION_OUTCOMES = ["continued", "rescheduled", "dry_run"] as const;
export type PickupExceptionOutcome = (typeof PICKUP_EXCEPTION_OUTCOMES)[number];

export const REASON_LABELS: Record<PickupExceptionReason, string> = {
  not_ready: "Vehicle not ready",
  not_drivable: "Vehicle not drivable",
  keys_missing: "Keys missing",
  nobody_there: "Nobody there",
  unsafe: "Unsafe",
  other: "Other",
};

export const PICKUP_EXCEPTION_MESSAGES = {
  reason: "Please choose why the pickup cannot happen.",
  note: "The note is at most 1,000 characters.",
  otherNeedsNote: "Please say what is wrong in the note.",
  photo: "Please add one photo of what you see.",
  position: "Your position is needed: allow location for this page and try again.",
  afterCheckIn: "You have checked in already: the pickup is under way. Call dispatch.",
  reported: "Reported: dispatch has been told. Wait for their call before you leave.",
  notOpen: "This job has no open pickup exception.",
  continued: "The pickup continues: the driver's report is closed.",
  dryRun: "Cancelled as a dry run: the dry-run fee is on a draft invoice and the dry-run pay goes on the driver's next statement.",
} as const;
