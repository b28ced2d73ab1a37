/**
 * What a claim looks at first (DECISIONS.md "Bill of lading"): damage found at delivery where
 * pickup had none in the same area, and miles driven well beyond the route. Pure.
 */
import { haversineMiles } from "@/lib/maps/distance";
import type { DamageArea, PhotoSlot } from "./vocabulary";

type Damage = { id: string; area: string };

/** The delivery damages with no pickup damage in the same area. */
export function newDamagesOf(pickup: readonly Damage[], delivery: readonly Damage[]): Damage[] {
  const before = new Set(pickup.map((d) => d.area));
  return delivery.filter((d) => !before.has(d.area));
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

/** Without Google's driving distance the road is taken as the straight line times 1.2 (DECISIONS.md). */
export const ROAD_FACTOR = 1.2;

export type MileageCheck = { driven: number; routeMiles: number; allowed: number; isFlagged: boolean };

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
  const routeMiles = Math.round(input.drivingMiles ?? haversineMiles(input.from, input.to) * ROAD_FACTOR);
  const allowed = Math.round(routeMiles * (1 + input.threshold.percent / 100) + input.threshold.miles);
  return { driven, routeMiles, allowed, isFlagged: driven > allowed };
}

type InspectionLike = {
  state: string;
  readings: { odometer: number | null };
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

export type ClaimsView = { new_damages: NewDamageView[]; mileage: MileageCheck | null };

/** The claim view of a delivered job's two inspections (empty until the delivery inspection is signed). */
export function claimsViewOf(pickup: InspectionLike, delivery: InspectionLike, route: MileageRoute): ClaimsView {
  if (delivery.state !== "signed") return { new_damages: [], mileage: null };
  const slotUrl = (inspection: InspectionLike, area: DamageArea) =>
    inspection.photos.filter((p) => p.place === SLOT_OF_AREA[area]).at(-1)?.url ?? null;
  const newDamages = newDamagesOf(pickup.damages, delivery.damages) as InspectionLike["damages"];
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
    mileage: pickupOdometer === null || deliveryOdometer === null ? null : mileageCheck({ pickupOdometer, deliveryOdometer, ...route }),
  };
}
