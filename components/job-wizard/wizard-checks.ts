import { browserTimeZone } from "@/lib/places/time-zone";
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
import {
  isBlankVehicle,
  locationsPayload,
  timingPayload,
  toPayload,
  type Issue,
  type WizardField,
  type WizardValues,
} from "./wizard-model";

/**
 * The New Job wizard's per-step checks, with the shared job schemas (SPEC.md §5). They bring zod,
 * so the wizard loads this module when it first checks a step (see loadWizardChecks), not with
 * the page.
 */

function issuesOf(error: z.ZodError, prefix = ""): Issue[] {
  return error.issues.map((issue) => ({ field: `${prefix}${issue.path.join(".")}` as WizardField, message: issue.message }));
}

function timingIssues(values: WizardValues, now: Date): Issue[] {
  // The places come later in the wizard: this first check reads the browser's clock; the server reads the pickup place's.
  const problem = pickupTimingError({ date: values.pickup_date, time: values.pickup_time }, now, "wizard", browserTimeZone());
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
