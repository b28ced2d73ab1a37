/**
 * The words of a condition report (DECISIONS.md "Condition reports"): photo slots, the areas of
 * the vehicle diagram, damage types and severities with their M-22 style codes (2-digit area,
 * 2-digit type, 1-digit severity), and the conditions that limit an inspection. Pure module:
 * the server, the office's pages and the driver's pages (Preact) all read it.
 */

export const INSPECTION_KINDS = ["pickup", "delivery"] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** Slots an admin may require of a company; odometer is always required. */
export const PHOTO_SLOT_IDS = [
  "front",
  "rear",
  "driver_side",
  "passenger_side",
  "odometer",
  "vin_plate",
  "roof",
  "interior",
  "keys",
] as const;
export type PhotoSlot = (typeof PHOTO_SLOT_IDS)[number];
export const PHOTO_SLOTS: Record<PhotoSlot, string> = {
  front: "Front",
  rear: "Rear",
  driver_side: "Driver side",
  passenger_side: "Passenger side",
  odometer: "Odometer",
  vin_plate: "VIN plate",
  roof: "Roof",
  interior: "Interior",
  keys: "Keys",
};
export const DEFAULT_REQUIRED_SLOTS: readonly PhotoSlot[] = ["front", "rear", "driver_side", "passenger_side", "odometer", "vin_plate"];
export const ALWAYS_REQUIRED_SLOT: PhotoSlot = "odometer";

/** Where a photo belongs: a required-slot angle, a damage's close-up, or an extra. */
export const PHOTO_PLACES = [...PHOTO_SLOT_IDS, "damage", "extra"] as const;
export type PhotoPlace = (typeof PHOTO_PLACES)[number];

/** Areas of the diagram with their 2-digit codes; `view` is the drawing they are marked on. */
export const DAMAGE_AREAS = {
  "01": "Front bumper",
  "02": "Hood",
  "03": "Windshield",
  "04": "Roof",
  "05": "Rear window",
  "06": "Trunk or tailgate",
  "07": "Rear bumper",
  "08": "Left front fender",
  "09": "Left front door",
  "10": "Left rear door",
  "11": "Left rear quarter panel",
  "12": "Right front fender",
  "13": "Right front door",
  "14": "Right rear door",
  "15": "Right rear quarter panel",
  "16": "Left mirror",
  "17": "Right mirror",
  "18": "Wheels and tires",
  "19": "Lamps",
  "20": "Interior",
  "21": "Undercarriage",
} as const;
export type DamageArea = keyof typeof DAMAGE_AREAS;
/** The areas in code order: an object's own keys list "10"-"21" (integer-like) before "01". */
export const DAMAGE_AREA_CODES = (Object.keys(DAMAGE_AREAS) as DamageArea[]).sort();

export const DAMAGE_TYPES = {
  "01": "Scratch",
  "02": "Dent",
  "03": "Chip",
  "04": "Crack",
  "05": "Broken",
  "06": "Missing",
  "07": "Rust",
  "08": "Other",
} as const;
export type DamageType = keyof typeof DAMAGE_TYPES;

export const DAMAGE_SEVERITIES = { "1": "Minor", "2": "Moderate", "3": "Severe" } as const;
export type DamageSeverity = keyof typeof DAMAGE_SEVERITIES;

export const DIAGRAM_VIEWS = ["top", "side"] as const;
export type DiagramView = (typeof DIAGRAM_VIEWS)[number];

export const LIMITING_CONDITIONS = { dark: "Dark", rain: "Rain", snow: "Snow", dirty: "Dirty vehicle", other: "Other" } as const;
export type LimitingCondition = keyof typeof LIMITING_CONDITIONS;

/** The 5-character code of a damage: area, type, severity ("09021" is a moderate dent on the left front door). */
export function damageCode(d: { area: DamageArea; type: DamageType; severity: DamageSeverity }): string {
  return `${d.area}${d.type}${d.severity}`;
}

/** "Left front door: dent, moderate (09022)". */
export function describeDamage(d: { area: DamageArea; type: DamageType; severity: DamageSeverity }): string {
  return `${DAMAGE_AREAS[d.area]}: ${DAMAGE_TYPES[d.type].toLowerCase()}, ${DAMAGE_SEVERITIES[d.severity].toLowerCase()} (${damageCode(d)})`;
}

/** "Front", "Damage", "Extra": how a photo's place is named under it. */
export function photoPlaceLabel(place: PhotoPlace): string {
  return place === "damage" ? "Damage" : place === "extra" ? "Extra" : PHOTO_SLOTS[place];
}

/** The conditions that limited an inspection, in words ("Rain, fogged windshield"). */
export function describeConditions(readings: { conditions: readonly string[]; conditions_other: string }): string[] {
  return readings.conditions.map((c) =>
    c === "other" ? readings.conditions_other || "Other" : LIMITING_CONDITIONS[c as LimitingCondition],
  );
}

export const FUEL_EIGHTHS_MAX = 8;

/** "5/8" (or "Full", "Empty") for a fuel level in eighths. */
export function formatFuel(eighths: number): string {
  if (eighths === 0) return "Empty";
  if (eighths === FUEL_EIGHTHS_MAX) return "Full";
  const [n, d] = eighths % 4 === 0 ? [eighths / 4, 2] : eighths % 2 === 0 ? [eighths / 2, 4] : [eighths, 8];
  return `${n}/${d}`;
}
