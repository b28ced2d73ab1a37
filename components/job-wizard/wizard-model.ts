import { z } from "zod";
import {
  createJobSchema,
  locationsStepSchema,
  NO_VEHICLE,
  serviceOptionsSchema,
  timingStepSchema,
  vehicleSchema,
} from "@/lib/jobs/schemas";
import { pickupTimingError } from "@/lib/jobs/timing";
import { normalizeVin } from "@/lib/jobs/vin";

/**
 * The New Job wizard's client state and its per-step checks (SPEC.md §2, §5). The form holds
 * strings as the inputs give them; `toPayload` turns them into customer/create-job's body.
 */

export type Side = "pickup" | "dropoff";
/** The three mutually exclusive timing checkboxes; only "both" relaxes the times. */
export type TimePriority = "" | "pickup" | "dropoff" | "both";

export type VehicleDraft = {
  year: string;
  make: string;
  model: string;
  vinNumber: string;
  fueltype: string;
  PO_number: string;
};

type SideFields<S extends Side> = {
  [K in `${S}_location` | `${S}_business_name` | `${S}_POC_name` | `${S}_POC_phone` | `${S}_additional_note`]: string;
} & { [K in `${S}_latitude` | `${S}_longitude`]: number | null };

export type WizardValues = {
  pickup_date: string;
  pickup_time: string;
  dropoff_date: string;
  dropoff_time: string;
  time_priority: TimePriority;
  deliver_washed: boolean;
  deliver_full: boolean;
  send_driver_contact_info: boolean;
  empire_notes: string;
  driver_notes: string;
  /** The vehicles added so far. */
  vehicle_details: VehicleDraft[];
  /** The entry being filled in on the Vehicles step. */
  vehicle: VehicleDraft;
} & SideFields<"pickup"> &
  SideFields<"dropoff">;

export type WizardField = keyof WizardValues | `vehicle.${keyof VehicleDraft}`;
export type Issue = { field: WizardField; message: string };

export const EMPTY_VEHICLE: VehicleDraft = { year: "", make: "", model: "", vinNumber: "", fueltype: "", PO_number: "" };

const emptySide = <S extends Side>(side: S) =>
  ({
    [`${side}_location`]: "",
    [`${side}_latitude`]: null,
    [`${side}_longitude`]: null,
    [`${side}_business_name`]: "",
    [`${side}_POC_name`]: "",
    [`${side}_POC_phone`]: "",
    [`${side}_additional_note`]: "",
  }) as SideFields<S>;

export const DEFAULT_VALUES: WizardValues = {
  pickup_date: "",
  pickup_time: "",
  dropoff_date: "",
  dropoff_time: "",
  time_priority: "",
  ...emptySide("pickup"),
  ...emptySide("dropoff"),
  deliver_washed: false,
  deliver_full: false,
  send_driver_contact_info: false,
  empire_notes: "",
  driver_notes: "",
  vehicle_details: [],
  vehicle: EMPTY_VEHICLE,
};

export const STEPS = [
  { title: "Timing", description: "When should we pick up and deliver?" },
  { title: "Locations", description: "Where is the vehicle going?" },
  { title: "Vehicles", description: "Which vehicles are we moving?" },
  { title: "Service options", description: "Anything extra on delivery?" },
  { title: "Notes", description: "Anything we or the driver should know?" },
  { title: "Review", description: "Check everything, then submit." },
] as const;
export const STEP_COUNT = STEPS.length;

const SIDE_KEYS = ["location", "latitude", "longitude", "business_name", "POC_name", "POC_phone", "additional_note"] as const;
const sideKeys = (side: Side) => SIDE_KEYS.map((k) => `${side}_${k}` as const);

/** Every field a step shows, so its old messages can be cleared when it is checked again. */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ["pickup_date", "pickup_time", "dropoff_date", "dropoff_time", "time_priority"],
  [...sideKeys("pickup"), ...sideKeys("dropoff")],
  ["vehicle_details", ...(Object.keys(EMPTY_VEHICLE) as (keyof VehicleDraft)[]).map((k) => `vehicle.${k}` as const)],
  ["deliver_washed", "deliver_full", "send_driver_contact_info"],
  ["empire_notes", "driver_notes"],
  [],
];

function issuesOf(error: z.ZodError, prefix = ""): Issue[] {
  return error.issues.map((issue) => ({ field: `${prefix}${issue.path.join(".")}` as WizardField, message: issue.message }));
}

function timingIssues(values: WizardValues, now: Date): Issue[] {
  const problem = pickupTimingError({ date: values.pickup_date, time: values.pickup_time }, now, "wizard");
  const parsed = timingStepSchema.safeParse(timingPayload(values));
  return [...(problem ? [problem] : []), ...(parsed.success ? [] : issuesOf(parsed.error))];
}

/** The coordinates are set by the place search or a saved address: their messages belong to the location field. */
function locationIssues(values: WizardValues): Issue[] {
  const parsed = locationsStepSchema.safeParse(locationsPayload(values));
  if (parsed.success) return [];
  const issues = issuesOf(parsed.error);
  const shown = new Set<WizardField>();
  return issues.flatMap((issue) => {
    const coordinate = /^(pickup|dropoff)_(latitude|longitude)$/.exec(issue.field);
    const field = coordinate ? (`${coordinate[1]}_location` as WizardField) : issue.field;
    if (shown.has(field)) return [];
    shown.add(field);
    return [{ field, message: issue.message }];
  });
}

export function isBlankVehicle(vehicle: VehicleDraft): boolean {
  return Object.values(vehicle).every((v) => v.trim() === "");
}

/** The current entry's problems: a missing required field, the VIN rule, a VIN already listed. */
export function vehicleEntryIssues(values: Pick<WizardValues, "vehicle" | "vehicle_details">): Issue[] {
  const parsed = vehicleSchema.safeParse(values.vehicle);
  if (!parsed.success) return issuesOf(parsed.error, "vehicle.");
  const vin = parsed.data.vinNumber;
  if (values.vehicle_details.some((v) => normalizeVin(v.vinNumber) === vin)) {
    return [{ field: "vehicle.vinNumber", message: "This VIN is already in the list." }];
  }
  return [];
}

/**
 * Next on the Vehicles step: a complete entry not yet added is added for the user, a
 * half-filled one is refused, and at least one vehicle is needed.
 */
export function vehiclesStepIssues(values: WizardValues): { issues: Issue[]; addCurrent: boolean } {
  if (!isBlankVehicle(values.vehicle)) {
    const issues = vehicleEntryIssues(values);
    return { issues, addCurrent: issues.length === 0 };
  }
  if (values.vehicle_details.length === 0) return { issues: [{ field: "vehicle_details", message: NO_VEHICLE }], addCurrent: false };
  return { issues: [], addCurrent: false };
}

const notesStepSchema = z.object({
  empire_notes: createJobSchema.shape.empire_notes,
  driver_notes: createJobSchema.shape.driver_notes,
});

/** The problems that keep a step from going on (the Vehicles step: see vehiclesStepIssues). */
export function stepIssues(step: number, values: WizardValues, now = new Date()): Issue[] {
  switch (step) {
    case 1:
      return timingIssues(values, now);
    case 2:
      return locationIssues(values);
    case 3:
      return vehiclesStepIssues(values).issues;
    case 4: {
      const parsed = serviceOptionsSchema.safeParse(values);
      return parsed.success ? [] : issuesOf(parsed.error);
    }
    case 5: {
      const parsed = notesStepSchema.safeParse(values);
      return parsed.success ? [] : issuesOf(parsed.error);
    }
    default:
      return [];
  }
}

/** The step that shows a field, for the review's final check. */
export function stepOf(field: string): number {
  const root = field.split(".")[0];
  if (root === "vehicle_details" || root === "vehicle") return 3;
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(root));
  return index === -1 ? 6 : index + 1;
}

function timingPayload(values: WizardValues) {
  return {
    pickup_date: values.pickup_date,
    pickup_time: values.pickup_time,
    dropoff_date: values.dropoff_date,
    dropoff_time: values.dropoff_time,
    time_relaxation: values.time_priority === "both",
  };
}

function locationsPayload(values: WizardValues) {
  const pick = <S extends Side>(side: S) =>
    Object.fromEntries(sideKeys(side).map((key) => [key, values[key]])) as Pick<WizardValues, ReturnType<typeof sideKeys>[number]>;
  return { ...pick("pickup"), ...pick("dropoff") };
}

/** customer/create-job's body (SPEC.md §3 "Job request form"); the server checks it again. */
export function toPayload(values: WizardValues) {
  return {
    ...timingPayload(values),
    ...locationsPayload(values),
    vehicle_details: values.vehicle_details.map((v) => ({
      year: Number(v.year),
      make: v.make,
      model: v.model,
      vinNumber: normalizeVin(v.vinNumber),
      fueltype: v.fueltype,
      PO_number: v.PO_number.trim().toUpperCase(),
    })),
    deliver_washed: values.deliver_washed,
    deliver_full: values.deliver_full,
    send_driver_contact_info: values.send_driver_contact_info,
    empire_notes: values.empire_notes,
    driver_notes: values.driver_notes,
  };
}

/** Every problem of the whole request, as the server would see it (the Review step's check). */
export function finalIssues(values: WizardValues, now = new Date()): Issue[] {
  for (const step of [1, 2, 5]) {
    const issues = stepIssues(step, values, now);
    if (issues.length) return issues;
  }
  if (values.vehicle_details.length === 0) return [{ field: "vehicle_details", message: NO_VEHICLE }];
  const parsed = createJobSchema.safeParse(toPayload(values));
  return parsed.success ? [] : issuesOf(parsed.error);
}
