/**
 * What an inspection still lacks before it can be signed (DECISIONS.md): the VIN checked at
 * pickup, every required slot photographed, the readings, the damages each with a photo (or
 * "No damage"), a delivery odometer not below pickup's. Pure: the server refuses the signing
 * with the first problem; the phone shows the same list as its progress.
 */
import type { Inspection, InspectionDamage, InspectionPhoto } from "@/db/schema";
import {
  ATTESTATION_REQUIRED,
  BLANK_SIGNATURE,
  DRIVER_NAME_REQUIRED,
  DRIVER_SIGNATURE_BLANK,
  SIGNER_NAME_REQUIRED,
  DAMAGES_FIRST,
  NO_DAMAGE_BUT_MARKED,
  READINGS_FIRST,
  VIN_FIRST,
  damageWithoutPhoto,
  missingSlots,
  odometerBelowPickup,
} from "./messages";
import { describeDamage, PHOTO_SLOTS, type DamageArea, type DamageSeverity, type DamageType, type PhotoSlot } from "./vocabulary";

export type InspectionParts = {
  inspection: Pick<Inspection, "kind" | "requiredSlots" | "vinCheckedAt" | "odometer" | "keysCount" | "noDamage">;
  photos: Pick<InspectionPhoto, "id" | "place">[];
  damages: Pick<InspectionDamage, "area" | "type" | "severity" | "photoIds">[];
  /** The signed pickup's odometer, for a delivery inspection. */
  pickupOdometer: number | null;
};

export type Problem = { field: string; message: string };

/** The required slots without a photo yet, in the company's order. */
export function missingSlotsOf(parts: Pick<InspectionParts, "inspection" | "photos">): PhotoSlot[] {
  const taken = new Set(parts.photos.map((p) => p.place));
  return parts.inspection.requiredSlots.filter((slot) => !taken.has(slot));
}

export function signingProblems(parts: InspectionParts): Problem[] {
  const { inspection, photos, damages, pickupOdometer } = parts;
  const problems: Problem[] = [];
  if (inspection.kind === "pickup" && !inspection.vinCheckedAt) problems.push({ field: "vin", message: VIN_FIRST });

  const missing = missingSlotsOf(parts);
  if (missing.length > 0) problems.push({ field: "photos", message: missingSlots(missing.map((s) => PHOTO_SLOTS[s])) });

  if (inspection.odometer === null || inspection.keysCount === null) problems.push({ field: "readings", message: READINGS_FIRST });
  else if (pickupOdometer !== null && inspection.odometer < pickupOdometer)
    problems.push({ field: "odometer", message: odometerBelowPickup(pickupOdometer) });

  if (damages.length === 0 && !inspection.noDamage) problems.push({ field: "damages", message: DAMAGES_FIRST });
  if (damages.length > 0 && inspection.noDamage) problems.push({ field: "damages", message: NO_DAMAGE_BUT_MARKED });
  const received = new Set(photos.map((p) => p.id));
  for (const damage of damages) {
    if (!damage.photoIds.some((id) => received.has(id))) {
      const described = describeDamage({
        area: damage.area as DamageArea,
        type: damage.type as DamageType,
        severity: damage.severity as DamageSeverity,
      });
      problems.push({ field: "damages", message: damageWithoutPhoto(described) });
    }
  }
  return problems;
}

/** Ink shorter than this (in pad widths, summed over the strokes) is a dot or a slip, not a signature. */
const MIN_INK = 0.05;

/** Whether the strokes leave no real mark: none, single points, or a dot. */
export function isBlankSignature(strokes: [number, number][][]): boolean {
  let ink = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i += 1) ink += Math.hypot(stroke[i]![0] - stroke[i - 1]![0], stroke[i]![1] - stroke[i - 1]![1]);
  }
  return ink < MIN_INK;
}

type SignatureFields = {
  customer_unavailable: boolean;
  signer_name: string;
  attestation: string;
  strokes: [number, number][][];
  driver_name: string;
  driver_strokes: [number, number][][];
};

/**
 * Who signs: the driver's name always; the customer's name, or the attestation that no one was
 * there (names trimmed). The API's schema asks this; the ink is the signing service's (inkProblems).
 */
export function signerProblems(part: SignatureFields): Problem[] {
  const problems: Problem[] = [];
  if (part.customer_unavailable) {
    if (part.attestation.trim() === "") problems.push({ field: "attestation", message: ATTESTATION_REQUIRED });
  } else if (part.signer_name.trim() === "") problems.push({ field: "signer_name", message: SIGNER_NAME_REQUIRED });
  if (part.driver_name.trim() === "") problems.push({ field: "driver_name", message: DRIVER_NAME_REQUIRED });
  return problems;
}

/** Blank pads: the customer's (unless no one was there) and the driver's. */
export function inkProblems(part: Pick<SignatureFields, "customer_unavailable" | "strokes" | "driver_strokes">): Problem[] {
  return [
    ...(!part.customer_unavailable && isBlankSignature(part.strokes) ? [{ field: "strokes", message: BLANK_SIGNATURE }] : []),
    ...(isBlankSignature(part.driver_strokes) ? [{ field: "driver_strokes", message: DRIVER_SIGNATURE_BLANK }] : []),
  ];
}
