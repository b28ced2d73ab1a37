import { createHash, randomUUID } from "node:crypto";
import { GET as getInspection } from "@/app/api/v1/driver/inspection/route";
import { POST as checkVin } from "@/app/api/v1/driver/check-vin/route";
import { PUT as damagePart, DELETE as removeDamagePart } from "@/app/api/v1/driver/inspection-damage/route";
import { PUT as photoPart } from "@/app/api/v1/driver/inspection-photo/route";
import { PUT as readingsPart } from "@/app/api/v1/driver/inspection-readings/route";
import { POST as signPart } from "@/app/api/v1/driver/sign-inspection/route";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { DEFAULT_REQUIRED_SLOTS, type InspectionKind, type PhotoPlace } from "@/lib/inspections/vocabulary";
import { driverCall, expectStatus, form, pngFile, type assignedJob } from "../driver-link/helpers";

export type Setup = Awaited<ReturnType<typeof assignedJob>>;

const ref = (s: Setup, kind: InspectionKind) => ({ jobId: s.job.id, driverId: s.driver.id, kind });
const now = () => new Date().toISOString();
const sha256 = async (file: File) =>
  createHash("sha256")
    .update(new Uint8Array(await file.arrayBuffer()))
    .digest("hex");

/** The inspection calls of one job's driver, through his link, as the phone makes them. */
export function inspector(s: Setup, kind: InspectionKind, token = s.token) {
  return {
    view: () => driverCall<InspectionView>(getInspection, token, { query: ref(s, kind) }),
    vin: (vin: string) => driverCall<InspectionView>(checkVin, token, { body: { jobId: s.job.id, driverId: s.driver.id, vin } }),
    async photo(
      place: PhotoPlace,
      options: { id?: string; file?: File; sha?: string; latitude?: number; longitude?: number; capturedAt?: string } = {},
    ) {
      const file = options.file ?? pngFile(`${place}.png`);
      const id = options.id ?? randomUUID();
      const captured_at = options.capturedAt ?? now();
      const fields = { ...ref(s, kind), id, place, sha256: options.sha ?? (await sha256(file)), captured_at, photo: file };
      const position = options.latitude === undefined ? {} : { latitude: options.latitude, longitude: options.longitude };
      return { id, res: await driverCall<InspectionView>(photoPart, token, { method: "PUT", body: form({ ...fields, ...position }) }) };
    },
    damage: (fields: Record<string, unknown>) =>
      driverCall<InspectionView>(damagePart, token, {
        method: "PUT",
        body: {
          ...ref(s, kind),
          id: randomUUID(),
          view: "side",
          x: 0.3,
          y: 0.5,
          area: "09",
          type: "02",
          severity: "2",
          captured_at: now(),
          ...fields,
        },
      }),
    removeDamage: (id: string) => driverCall<InspectionView>(removeDamagePart, token, { method: "DELETE", body: { ...ref(s, kind), id } }),
    readings: (fields: Record<string, unknown> = {}) =>
      driverCall<InspectionView>(readingsPart, token, {
        method: "PUT",
        body: { ...ref(s, kind), id: randomUUID(), odometer: "12345", fuel_eighths: 6, keys_count: 2, captured_at: now(), ...fields },
      }),
    sign: (fields: Record<string, unknown> = {}) =>
      driverCall<InspectionView>(signPart, token, {
        method: "POST",
        body: {
          ...ref(s, kind),
          id: randomUUID(),
          signer_name: "Rita Receiver",
          strokes: [SCRIBBLE],
          driver_name: "Dave Driver",
          driver_strokes: [SCRIBBLE],
          captured_at: now(),
          ...fields,
        },
      }),
    /** Every required slot photographed (the default six unless told). */
    async allSlots(slots: readonly PhotoPlace[] = DEFAULT_REQUIRED_SLOTS) {
      for (const slot of slots) expectStatus((await this.photo(slot)).res, 200);
    },
  };
}

/** A signature's stroke: a zigzag across the pad. */
export const SCRIBBLE: [number, number][] = [
  [0.1, 0.5],
  [0.2, 0.3],
  [0.3, 0.7],
  [0.4, 0.3],
  [0.5, 0.7],
  [0.6, 0.4],
];

/** A complete pickup inspection, signed: VIN, six slots, readings, no damage. */
export async function signedPickup(s: Setup, odometer = "12345") {
  const pickup = inspector(s, "pickup");
  expectStatus(await pickup.vin(s.job.vinNumber.slice(-6)), 200);
  await pickup.allSlots();
  expectStatus(await pickup.readings({ odometer, no_damage: true }), 200);
  const signed = await pickup.sign();
  expectStatus(signed, 200);
  return signed.body.data;
}
