import { normalizeVin } from "@/lib/jobs/vin";

/**
 * The New Job wizard's client state (SPEC.md §2, §5). The form holds strings as the inputs give
 * them; `toPayload` turns them into customer/create-job's body. The per-step checks, which need
 * the job schemas and zod, are in wizard-checks.ts, loaded on first use (loadWizardChecks).
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
  /** Optional: the receiver's tracking link is mailed here. */
  dropoff_POC_email: string;
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
  dropoff_POC_email: "",
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
  [...sideKeys("pickup"), ...sideKeys("dropoff"), "dropoff_POC_email"],
  ["vehicle_details", ...(Object.keys(EMPTY_VEHICLE) as (keyof VehicleDraft)[]).map((k) => `vehicle.${k}` as const)],
  ["deliver_washed", "deliver_full", "send_driver_contact_info"],
  ["empire_notes", "driver_notes"],
  [],
];

export function isBlankVehicle(vehicle: VehicleDraft): boolean {
  return Object.values(vehicle).every((v) => v.trim() === "");
}

/** The step that shows a field, for the review's final check. */
export function stepOf(field: string): number {
  const root = field.split(".")[0];
  if (root === "vehicle_details" || root === "vehicle") return 3;
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(root));
  return index === -1 ? 6 : index + 1;
}

export function timingPayload(values: WizardValues) {
  return {
    pickup_date: values.pickup_date,
    pickup_time: values.pickup_time,
    dropoff_date: values.dropoff_date,
    dropoff_time: values.dropoff_time,
    time_relaxation: values.time_priority === "both",
  };
}

export function locationsPayload(values: WizardValues) {
  const pick = <S extends Side>(side: S) =>
    Object.fromEntries(sideKeys(side).map((key) => [key, values[key]])) as Pick<WizardValues, ReturnType<typeof sideKeys>[number]>;
  return { ...pick("pickup"), ...pick("dropoff"), dropoff_POC_email: values.dropoff_POC_email };
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

/** wizard-checks.ts, fetched once, when a step is first checked (or earlier, when the browser is idle). */
export function loadWizardChecks() {
  return import("./wizard-checks");
}
