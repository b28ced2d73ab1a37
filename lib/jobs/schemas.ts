/**
 * The job forms and payloads (SPEC.md §3, §5, §7), shared by the screens' forms and the
 * route handlers. Messages are the spec's words.
 */
import { z } from "zod";
import { coordinateSchema, optionalCoordinateSchema } from "@/lib/maps/coordinate-schema";
import { limitSchema, pageQuerySchema } from "@/lib/api/pagination";
import { isStorableMoment } from "@/lib/api/moment";
import { recordIdSchema, wholeNumberSchema } from "@/lib/api/record-id";
import { FUEL_TYPES } from "@/lib/vehicles/fuel-types";
import { DATE_PATTERN, isValidDate, TIME_PATTERN } from "./timing";
import { normalizeVin, VIN_MESSAGE, VIN_PATTERN } from "./vin";

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
/** A blank or null value is missing (a coercion would read it as 0, or as the epoch). */
const blankToUndefined = (v: unknown) => (v == null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const upper = (v: string) => v.toUpperCase();

export const jobIdSchema = recordIdSchema({ required: "jobId is required.", invalid: "jobId must be a job's id." });

/** `?jobId=` of the detail calls. */
export const jobIdQuerySchema = z.object({ jobId: jobIdSchema });
export const jobRefSchema = z.object({ jobId: jobIdSchema });

/** How many of a job's latest positions the details carry, and a job-track page by default. */
export const RECENT_TRACK_POINTS = 50;

/** `?jobId=&before=&limit=` of GET job-track: the positions older than `before` (an ISO time), newest page first. */
export const jobTrackQuerySchema = z.object({
  jobId: jobIdSchema,
  before: z.preprocess(
    blankToUndefined,
    z.coerce.date({ error: "before must be a date and time." }).refine(isStorableMoment, "before must be a date and time.").optional(),
  ),
  limit: limitSchema(RECENT_TRACK_POINTS),
});

const requiredText = (label: string, max = 500) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
const optionalText = (max = 2000) => z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(max, "This text is too long."));
export const phoneSchema = (label = "Phone number") =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.`, abort: true })
    .regex(/^\d{1,15}$/, `${label} must contain digits only, at most 15.`);
const optionalDate = z.preprocess(
  blankToNull,
  z.string().regex(DATE_PATTERN, "Dates are written YYYY-MM-DD.").refine(isValidDate, "This date does not exist.").nullish(),
);
const optionalTime = z.preprocess(blankToNull, z.string().regex(TIME_PATTERN, "Times are written HH:MM (24-hour).").nullish());

/** One side of the trip (the Locations step). */
function locationFields(Label: "Pickup" | "Dropoff") {
  return {
    location: requiredText(`${Label} location`),
    latitude: coordinateSchema(`${Label} latitude`, 90),
    longitude: coordinateSchema(`${Label} longitude`, 180),
    business_name: optionalText(200),
    POC_name: requiredText(`${Label} POC name`, 200).transform(upper),
    POC_phone: phoneSchema(`${Label} POC phone`),
    additional_note: optionalText().transform(upper),
  };
}
/** The receiver's e-mail, optional: the tracking link is mailed there at pickup (DECISIONS.md "Notifications"). */
export const DROPOFF_EMAIL_INVALID = "Please enter a valid email address for the drop-off contact.";
const optionalEmail = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(254, DROPOFF_EMAIL_INVALID)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, DROPOFF_EMAIL_INVALID)
    .nullish(),
);

const pickup = locationFields("Pickup");
const dropoff = locationFields("Dropoff");

export const locationsStepSchema = z.object({
  pickup_location: pickup.location,
  pickup_latitude: pickup.latitude,
  pickup_longitude: pickup.longitude,
  pickup_business_name: pickup.business_name,
  pickup_POC_name: pickup.POC_name,
  pickup_POC_phone: pickup.POC_phone,
  pickup_additional_note: pickup.additional_note,
  dropoff_location: dropoff.location,
  dropoff_latitude: dropoff.latitude,
  dropoff_longitude: dropoff.longitude,
  dropoff_business_name: dropoff.business_name,
  dropoff_POC_name: dropoff.POC_name,
  dropoff_POC_phone: dropoff.POC_phone,
  dropoff_POC_email: optionalEmail,
  dropoff_additional_note: dropoff.additional_note,
});

export const VEHICLE_INCOMPLETE = "Please fill all required fields for the current vehicle.";
export const NO_VEHICLE = "Please add at least one vehicle with all required fields filled.";

/** SPEC.md §5: the year list runs from next year down over 10 years. */
export function vehicleYears(now: Date = new Date()): number[] {
  const top = now.getUTCFullYear() + 1;
  return Array.from({ length: 10 }, (_, i) => top - i);
}

const YEAR_FROM_LIST = "Please choose a year from the list.";

export const vehicleSchema = z.object({
  year: z.preprocess(
    blankToUndefined,
    wholeNumberSchema({ min: 0, max: 9999, invalid: VEHICLE_INCOMPLETE, tooSmall: YEAR_FROM_LIST, tooLarge: YEAR_FROM_LIST }).refine(
      (y) => vehicleYears().includes(y),
      YEAR_FROM_LIST,
    ),
  ),
  make: z.string({ error: VEHICLE_INCOMPLETE }).trim().min(1, VEHICLE_INCOMPLETE).max(100),
  model: z.string({ error: VEHICLE_INCOMPLETE }).trim().min(1, VEHICLE_INCOMPLETE).max(100),
  vinNumber: z
    .string({ error: VEHICLE_INCOMPLETE })
    .transform(normalizeVin)
    .pipe(z.string().min(1, { error: VEHICLE_INCOMPLETE, abort: true }).regex(VIN_PATTERN, VIN_MESSAGE)),
  fueltype: z.enum(FUEL_TYPES, { error: VEHICLE_INCOMPLETE }),
  PO_number: z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(100).transform(upper)),
});
export type VehicleInput = z.infer<typeof vehicleSchema>;

export const serviceOptionsSchema = z.object({
  deliver_washed: z.boolean().default(false),
  deliver_full: z.boolean().default(false),
  send_driver_contact_info: z.boolean().default(false),
});

export const timingStepSchema = z.object({
  pickup_date: z.preprocess(blankToNull, z.string().nullish()),
  pickup_time: z.preprocess(blankToNull, z.string().nullish()),
  dropoff_date: optionalDate,
  dropoff_time: optionalTime,
  time_relaxation: z.boolean().default(false),
});

/**
 * POST customer/create-job: the wizard's form (company_name and username are read-only and
 * ignored). Its timing rules read the pickup place's clock: create-job.ts applies them.
 */
export const createJobSchema = timingStepSchema
  .extend(locationsStepSchema.shape)
  .extend(serviceOptionsSchema.shape)
  .extend({
    vehicle_details: z.array(vehicleSchema, { error: NO_VEHICLE }).min(1, NO_VEHICLE).max(20, "At most 20 vehicles per request."),
    empire_notes: optionalText().transform(upper),
    driver_notes: optionalText().transform(upper),
  });
export type CreateJobInput = z.infer<typeof createJobSchema>;

export const REASON_REQUIRED = "please enter cancellation reason first";

/** POST customer/job-action: a customer's cancellation request is type 'cancel'. */
export const jobActionSchema = z.object({
  jobId: jobIdSchema,
  type: z.literal("cancel", { error: "Unknown action: type must be 'cancel'." }),
  reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(1000, "The reason is too long."),
});

/** PUT admin/job-cancellation. */
export const adminCancelSchema = z.object({
  jobId: jobIdSchema,
  reason: z.string({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(1000, "The reason is too long."),
});

export const PO_REQUIRED = "Please enter a PO Number";
/** PUT customer/fill-po-number. */
export const fillPoSchema = z.object({
  jobId: jobIdSchema,
  po_number: z.string({ error: PO_REQUIRED }).trim().min(1, PO_REQUIRED).max(100, "The PO Number is too long.").transform(upper),
});

export const RESCHEDULE_REASON_REQUIRED = "Please enter a reason for reschedule";
/** PUT customer/update-job-schedule (the reschedule payload); the rules depend on the job, see reschedule-job.ts. */
export const rescheduleSchema = z.object({
  jobId: jobIdSchema,
  pickup_date: z.preprocess(blankToNull, z.string().nullish()),
  pickup_time: z.preprocess(blankToNull, z.string().nullish()),
  dropoff_date: optionalDate,
  dropoff_time: optionalTime,
  time_relaxation: z.boolean().optional(),
  reason: z.preprocess(blankToNull, z.string().trim().max(1000, "The reason is too long.").nullish()),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** POST admin/assign-driver and admin/send-Link. */
export const jobDriverSchema = z.object({
  jobId: jobIdSchema,
  driverId: recordIdSchema({ required: "Please select a driver.", invalid: "Please select a driver." }),
});

export const ADDRESS_NEEDED = "Please provide at least a business name or an address.";
/**
 * The coordinates of an address edit may come as latitude/longitude or, as the saved-address
 * payload of the same call writes them (SPEC.md §7), as <type>_latitude/<type>_longitude.
 */
function typedCoordinates(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  const type = body.type === "pickup" || body.type === "dropoff" ? body.type : null;
  if (!type) return value;
  return {
    ...body,
    latitude: body.latitude ?? body[`${type}_latitude`],
    longitude: body.longitude ?? body[`${type}_longitude`],
  };
}

/** PUT customer/update-delivery-address with a jobId: the admin's edit of a job's pickup or drop-off. */
const jobAddressObjectSchema = z
  .object({
    jobId: jobIdSchema,
    type: z.enum(["pickup", "dropoff"], { error: "type must be pickup or dropoff." }),
    business_name: z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(200)),
    address: z.preprocess((v) => (v == null ? "" : v), z.string().trim().max(500)),
    latitude: optionalCoordinateSchema("Latitude", 90),
    longitude: optionalCoordinateSchema("Longitude", 180),
  })
  .superRefine((value, ctx) => {
    if (!value.business_name && !value.address) ctx.addIssue({ code: "custom", path: ["address"], message: ADDRESS_NEEDED });
    if (value.address && (value.latitude == null || value.longitude == null)) {
      ctx.addIssue({ code: "custom", path: ["address"], message: "Could not get location details from Google" });
    }
  });
export const jobAddressSchema = z.preprocess(typedCoordinates, jobAddressObjectSchema);

/** The list calls' query: page, limit, search and the role's tabName. */
export const jobListQuerySchema = pageQuerySchema.extend({ tabName: z.string().trim().max(50).optional() });
