/**
 * What a claim looks at first (DECISIONS.md "Bill of lading"): damage found at delivery where
 * pickup had none in the same area, keys or loose items pickup recorded that delivery lacks, and
 * miles driven well beyond the route. Pure.
 */
import { routeDistanceOf, type RouteDistance } from "@/lib/maps/distance";
import type { DamageArea, PhotoSlot } from "./vocabulary";

type Damage = { id: string; area: string };

/** The delivery damages with no pickup damage in the same area. */
export function newDamagesOf(pickup: readonly Damage[], delivery: readonly Damage[]): Damage[] {
  const before = new Set(pickup.map((d) => d.area));
  return delivery.filter((d) => !before.has(d.area));
}

/** What the driver recorded of the keys and loose items at one inspection. */
export type ItemReadings = { keys_count: number | null; loose_items: string };

/** What pickup recorded that delivery lacks: fewer keys (both counts), loose items not named again. */
export type MissingItems = { keys: { pickup: number; delivery: number } | null; loose_items: string[] };

/** Words a driver writes for "nothing": not an item. */
const NOTHING = new Set(["none", "no", "n/a", "na", "nothing", "-", "—"]);
const itemKey = (item: string) => item.toLowerCase().replace(/\s+/g, " ");

/** The loose items of the free text the driver typed: one per comma, semicolon or line. */
export function looseItemsOf(text: string): string[] {
  const items = text
    .split(/[,;\n]+/)
    .map((item) => item.trim().replace(/\s+/g, " ").replace(/\.$/, ""))
    .filter((item) => item !== "" && !NOTHING.has(item.toLowerCase()));
  return items.filter((item, i) => items.findIndex((other) => itemKey(other) === itemKey(item)) === i);
}

/** Keys fewer at delivery than at pickup, and pickup's loose items delivery does not name (case and spacing aside). */
export function missingItemsOf(pickup: ItemReadings, delivery: ItemReadings): MissingItems {
  const fewerKeys = pickup.keys_count !== null && delivery.keys_count !== null && delivery.keys_count < pickup.keys_count;
  const delivered = new Set(looseItemsOf(delivery.loose_items).map(itemKey));
  return {
    keys: fewerKeys ? { pickup: pickup.keys_count!, delivery: delivery.keys_count! } : null,
    loose_items: looseItemsOf(pickup.loose_items).filter((item) => !delivered.has(itemKey(item))),
  };
}

export const hasMissingItems = (missing: MissingItems) => missing.keys !== null || missing.loose_items.length > 0;

/** The mail's and the BOL's sentences for what is missing ("Keys: 2 at pickup, 1 at delivery."). */
export function describeMissingItems(missing: MissingItems): string[] {
  return [
    ...(missing.keys ? [`Keys: ${missing.keys.pickup} at pickup, ${missing.keys.delivery} at delivery.`] : []),
    ...(missing.loose_items.length > 0 ? [`Loose items missing at delivery: ${missing.loose_items.join(", ")}.`] : []),
  ];
}

/**
 * A delivery set against its pickup (for the BOL's version 2 and the job detail): the damage
 * pickup recorded (pre-existing), the delivery's damage in an area pickup already had (noted
 * again), the delivery's new damage, and the keys and loose items missing.
 */
export function compareInspections<D extends Damage>(
  pickup: { damages: readonly D[]; readings: ItemReadings },
  delivery: { damages: readonly D[]; readings: ItemReadings },
): { pre_existing: D[]; noted_again: D[]; new_damages: D[]; missing: MissingItems } {
  const fresh = new Set(newDamagesOf(pickup.damages, delivery.damages).map((d) => d.id));
  return {
    pre_existing: [...pickup.damages],
    noted_again: delivery.damages.filter((d) => !fresh.has(d.id)),
    new_damages: delivery.damages.filter((d) => fresh.has(d.id)),
    missing: missingItemsOf(pickup.readings, delivery.readings),
  };
}

/** The slot whose photo shows an area, to set pickup's photo beside delivery's. */
export const SLOT_OF_AREA: Record<DamageArea, PhotoSlot> = {
  "01": "front",
  "02": "front",
  "03": "front",
  "04": "roof",
  "05": "rear",
  "06": "rear",
  "07": "rear",
  "08": "driver_side",
  "09": "driver_side",
  "10": "driver_side",
  "11": "driver_side",
  "12": "passenger_side",
  "13": "passenger_side",
  "14": "passenger_side",
  "15": "passenger_side",
  "16": "driver_side",
  "17": "passenger_side",
  "18": "driver_side",
  "19": "front",
  "20": "interior",
  "21": "driver_side",
};

/** The route is the job's one distance (routeDistanceOf): the same miles, road or estimate, as its route card shows. */
export type MileageCheck = { driven: number; route: RouteDistance; allowed: number; isFlagged: boolean };

/** A job's route for the mileage check: its two places, Google's driving miles when taken at creation, the settings' threshold. */
export type MileageRoute = {
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
  drivingMiles: number | null;
  threshold: { percent: number; miles: number };
};

/** Delivered minus picked-up odometer against the route, flagged above the route plus percent plus miles. */
export function mileageCheck(input: MileageRoute & { pickupOdometer: number; deliveryOdometer: number }): MileageCheck {
  const driven = input.deliveryOdometer - input.pickupOdometer;
  const route = routeDistanceOf(input);
  const allowed = Math.round(route.miles * (1 + input.threshold.percent / 100) + input.threshold.miles);
  return { driven, route, allowed, isFlagged: driven > allowed };
}

type InspectionLike = {
  state: string;
  readings: ItemReadings & { odometer: number | null };
  damages: { id: string; area: DamageArea; description: string; code: string; photo_ids: string[] }[];
  photos: { id: string; place: string; url: string; captured_at: string }[];
};

/** A new damage with the photos to compare: its own close-up, and pickup's and delivery's photos of the slot that shows its area. */
export type NewDamageView = {
  id: string;
  description: string;
  code: string;
  photo_url: string | null;
  pickup_slot_url: string | null;
  delivery_slot_url: string | null;
};

export type ClaimsView = { new_damages: NewDamageView[]; missing: MissingItems; mileage: MileageCheck | null };

export const NO_CLAIMS: ClaimsView = { new_damages: [], missing: { keys: null, loose_items: [] }, mileage: null };

/** The claim view of a delivered job's two inspections (empty until the delivery inspection is signed). */
export function claimsViewOf(pickup: InspectionLike, delivery: InspectionLike, route: MileageRoute): ClaimsView {
  if (delivery.state !== "signed") return NO_CLAIMS;
  const slotUrl = (inspection: InspectionLike, area: DamageArea) =>
    inspection.photos.filter((p) => p.place === SLOT_OF_AREA[area]).at(-1)?.url ?? null;
  const { new_damages: newDamages, missing } = compareInspections(pickup, delivery);
  const pickupOdometer = pickup.readings.odometer;
  const deliveryOdometer = delivery.readings.odometer;
  return {
    new_damages: newDamages.map((d) => ({
      id: d.id,
      description: d.description,
      code: d.code,
      photo_url: delivery.photos.find((p) => d.photo_ids.includes(p.id))?.url ?? null,
      pickup_slot_url: slotUrl(pickup, d.area),
      delivery_slot_url: slotUrl(delivery, d.area),
    })),
    missing,
    mileage: pickupOdometer === null || deliveryOdometer === null ? null : mileageCheck({ pickupOdometer, deliveryOdometer, ...route }),
  };
}
