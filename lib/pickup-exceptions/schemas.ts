import { z } from "zod";
import { PICKUP_EXCEPTION_MESSAGES, PICKUP_EXCEPTION_REASONS } from "./messages";

export { PICKUP_EXCEPTION_MESSAGES, REASON_LABELS } from "./messages";
import { capturedAtSchema, partIdSchema, tripRefSchema } from "@/lib/driver-link/schemas";
import { idField } from "@/lib/forms/fields";
import { coordinateSchema } from "@/lib/maps/coordinate-schema";

/** "Can't pick up"'s calls: one schema each. */

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
