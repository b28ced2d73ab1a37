import { DEFAULT_VALUES, EMPTY_VEHICLE, isBlankVehicle, STEP_COUNT, type VehicleDraft, type WizardValues } from "./wizard-model";

/**
 * The New Job wizard's unsent request, kept in the browser until it is submitted or discarded
 * (a reload, Back and Forward, or a closed tab lose nothing). One entry per user id: another
 * customer signing in on the same browser starts empty, and Log out clears it with the rest of
 * local storage (SPEC.md §2 Shell). It holds the form's values only, nothing of the session.
 */
export type WizardDraft = { values: WizardValues; step: number };

const KEY_PREFIX = "job-wizard-draft:";
const TIME_PRIORITIES = new Set(["", "pickup", "dropoff", "both"]);

export const draftKey = (userId: number) => `${KEY_PREFIX}${userId}`;

/** Whether anything was entered: an untouched wizard is neither kept nor guarded. */
export function hasContent(values: WizardValues): boolean {
  return (Object.keys(DEFAULT_VALUES) as (keyof WizardValues)[]).some((key) => {
    if (key === "vehicle") return !isBlankVehicle(values.vehicle);
    if (key === "vehicle_details") return values.vehicle_details.length > 0;
    return values[key] !== DEFAULT_VALUES[key];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function vehicleOf(value: unknown): VehicleDraft | null {
  if (!isRecord(value)) return null;
  const vehicle = { ...EMPTY_VEHICLE };
  for (const key of Object.keys(EMPTY_VEHICLE) as (keyof VehicleDraft)[]) {
    const field = value[key];
    if (typeof field === "string") vehicle[key] = field;
  }
  return vehicle;
}

/**
 * A stored draft read back field by field against the form's defaults: a value of the wrong
 * type (an older version of the form, a hand-edited entry) falls back to the empty field, and
 * anything unreadable is no draft. Hand-written, not zod, so the wizard's first screen does not
 * load the schemas (wizard-checks.ts brings them when a step is checked).
 */
export function parseDraft(raw: string | null): WizardDraft | null {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
  const stored = parsed.values;
  const values = { ...DEFAULT_VALUES } as Record<keyof WizardValues, unknown>;
  for (const key of Object.keys(DEFAULT_VALUES) as (keyof WizardValues)[]) {
    const fallback = DEFAULT_VALUES[key];
    const value = stored[key];
    if (key === "vehicle") values.vehicle = vehicleOf(value) ?? EMPTY_VEHICLE;
    else if (key === "vehicle_details")
      values.vehicle_details = Array.isArray(value) ? value.map(vehicleOf).filter((v): v is VehicleDraft => v !== null) : [];
    else if (key === "time_priority") values.time_priority = typeof value === "string" && TIME_PRIORITIES.has(value) ? value : "";
    else if (fallback === null) values[key] = typeof value === "number" && Number.isFinite(value) ? value : null;
    else if (typeof value === typeof fallback) values[key] = value;
  }
  const step = Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step as number, 1), STEP_COUNT) : 1;
  const draft = { values: values as WizardValues, step };
  return hasContent(draft.values) ? draft : null;
}

/** The user's draft, or null; a browser without storage (private modes, a full quota) keeps none. */
export function readDraft(storage: Storage, userId: number): WizardDraft | null {
  try {
    return parseDraft(storage.getItem(draftKey(userId)));
  } catch {
    return null;
  }
}

/** Keeps the draft while it has content; an emptied wizard leaves nothing behind. */
export function saveDraft(storage: Storage, userId: number, draft: WizardDraft): void {
  try {
    if (hasContent(draft.values)) storage.setItem(draftKey(userId), JSON.stringify(draft));
    else storage.removeItem(draftKey(userId));
  } catch {
    // Storage refused (quota, private mode): the wizard still works, without a draft.
  }
}

export function clearDraft(storage: Storage, userId: number): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // Nothing was kept.
  }
}
