import { z } from "zod";
import { PICKUP_EXCEPTION_REASONS, type PickupExceptionReason } from "@/db/schema/exceptions";
import { capturedAtSchema, partIdSchema, tripRefSchema } from "@/lib/driver-link/schemas";
import { idField } from "@/lib/forms/fields";
import { coordinateSchema } from "@/lib/maps/coordinate-schema";

/** "Can't pick up" (DECISIONS.md "Trip costs, driver pay and exceptions"): its words, one place. Pure. */

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

/**
 * POST driver/report-pickup-exception (multipart; the photo is `photo`): the phone's id, the reason,
 * a note (needed for "other"), when, and where the phone was.
 */
export const reportPickupExceptionSchema = tripRefSchema
  .extend({
    id: partIdSchema,
    reason: z.enum(PICKUP_EXCEPTION_REASONS, { error: PICKUP_EXCEPTION_MESSAGES.reason }),
    note: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : v),
      z.string().max(1000, PICKUP_EXCEPTION_MESSAGES.note),
    ),
    captured_at: capturedAtSchema,
    latitude: coordinateSchema("latitude", 90),
    longitude: coordinateSchema("longitude", 180),
  })
  .refine((input) => input.reason !== "other" || input.note !== "", { path: ["note"], message: PICKUP_EXCEPTION_MESSAGES.otherNeedsNote });
export type ReportPickupException = z.infer<typeof reportPickupExceptionSchema>;

/** POST admin/resolve-pickup-exception: the pickup goes on, or the job is cancelled as a dry run. */
export const resolvePickupExceptionSchema = z.object({
  jobId: idField("Job ID is required."),
  outcome: z.enum(["continue", "dry_run"], { error: "Choose continue or dry_run." }),
});
export type ResolvePickupException = z.infer<typeof resolvePickupExceptionSchema>;
