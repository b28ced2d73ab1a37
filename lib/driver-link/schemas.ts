/**
 * The driver calls' inputs (SPEC.md §3 "Ride update", §7 "Driver"), with their field names.
 * Multipart bodies arrive as text and files; the step rules of §5 are checked in ride-input.ts
 * (mileage by mileage.ts, the phone's form's rule too).
 */
import { z } from "zod";
import { isStorableMoment } from "@/lib/api/moment";
import { recordIdSchema } from "@/lib/api/record-id";
import { coordinateSchema, optionalCoordinateSchema } from "@/lib/maps/coordinate-schema";
import { RIDE_STATUSES } from "@/db/schema/rides";

/** An id made on the phone (a UUID, or any 8 to 64 letters, digits, '-' and '_'): what it sends twice is stored once. */
export const partIdSchema = z
  .string({ error: "id is required." })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "id must be 8 to 64 letters, digits, - or _.");

/** When the phone captured it (ISO 8601): kept as sent, a wrong clock's too (lib/inspections/clock.ts marks it). */
export const capturedAtSchema = z.iso
  .datetime({ offset: true, error: "captured_at must be a date and time (ISO 8601)." })
  .transform((text) => new Date(text))
  .refine(isStorableMoment, "captured_at must be a date and time (ISO 8601).");

const idField = (name: string) => recordIdSchema({ required: `${name} is required.`, invalid: `${name} must be an id.` });

/** GET job-details-driver?jobId= (driverId optional: the link's own). */
export const driverJobQuerySchema = z.object({
  jobId: idField("jobId"),
  driverId: z.preprocess((v) => (v === "" || v === null ? undefined : v), idField("driverId").optional()),
});

/** POST riding-details, and the ids of PUT update-riding-details. */
export const rideRefSchema = z.object({ jobId: idField("jobId"), driverId: idField("driverId") });

/** fetch-trip-documents, update-location, upload-trip-document: snake_case ids. */
export const tripRefSchema = z.object({ job_id: idField("job_id"), driver_id: idField("driver_id") });

export const rideStatusSchema = z.enum(RIDE_STATUSES, { error: "ride_status must be checked_in, ride_started or delivered." });

export const positionSchema = z.object({
  current_latitude: coordinateSchema("current_latitude", 90),
  current_longitude: coordinateSchema("current_longitude", 180),
});
export type Position = z.infer<typeof positionSchema>;

/** POST update-location: positions the phone kept (without signal), each with its id and capture time. */
export const positionsSchema = tripRefSchema.extend({
  positions: z
    .array(positionSchema.extend({ id: partIdSchema, captured_at: capturedAtSchema }), { error: "positions must be a list of positions." })
    .min(1, "Send at least one position.")
    .max(100, "Send at most 100 positions at once."),
});
export type KeptPositions = z.infer<typeof positionsSchema>;

/**
 * POST begin-trip: jobId, driverId, the phone's position when it gives one (both or neither), and
 * when the driver pressed Begin Trip (captured_at: a Begin Trip kept without signal arrives later).
 */
export const beginTripSchema = rideRefSchema
  .extend({
    current_latitude: optionalCoordinateSchema("current_latitude", 90),
    current_longitude: optionalCoordinateSchema("current_longitude", 180),
    captured_at: capturedAtSchema.optional(),
  })
  .refine((b) => (b.current_latitude === undefined) === (b.current_longitude === undefined), {
    path: ["current_longitude"],
    message: "Send current_latitude and current_longitude together, or neither.",
  });
export type BeginTrip = z.infer<typeof beginTripSchema>;

/** existing_other_receipts: a JSON list of stored locations (text or { location }), or "null". */
export const existingReceiptsSchema = z.union([
  z.null(),
  z.array(z.union([z.string(), z.object({ location: z.string() }).transform((o) => o.location)])).max(100),
]);
