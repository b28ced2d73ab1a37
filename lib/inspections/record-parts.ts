/** The inspection's parts other than photos and the signature, each idempotent by the id the phone made. */
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { inspectionDamages, inspections, rides } from "@/db/schema";
import { conflict, fieldError, notFound } from "@/lib/api/errors";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import type { z } from "zod";
import { hasMissingItems, missingItemsOf } from "./claims";
import { DAMAGE_ID_TAKEN, odometerBelowPickup, UNKNOWN_DAMAGE } from "./messages";
import { changeInspection } from "./open-inspection";
import type { damagePartSchema, readingsPartSchema, removeDamageSchema } from "./schemas";

type DamagePart = z.infer<typeof damagePartSchema>;
type ReadingsPart = z.infer<typeof readingsPartSchema>;

/**
 * A damage marked on the diagram. The same id again replaces its fields (the driver moved the
 * marker or changed its type); an id of another inspection is refused.
 */
export async function recordDamage(db: Db, link: DriverLink, part: DamagePart): Promise<void> {
  await changeInspection(db, link, part.kind, async ({ tx, inspection }) => {
    const fields = {
      view: part.view,
      x: part.x,
      y: part.y,
      area: part.area,
      type: part.type,
      severity: part.severity,
      photoIds: [...new Set(part.photo_ids)],
      capturedAt: part.captured_at,
    };
    const [stored] = await tx
      .insert(inspectionDamages)
      .values({ id: part.id, inspectionId: inspection.id, ...fields })
      .onConflictDoUpdate({ target: inspectionDamages.id, set: fields, setWhere: eq(inspectionDamages.inspectionId, inspection.id) })
      .returning({ id: inspectionDamages.id });
    if (!stored) throw conflict(DAMAGE_ID_TAKEN);
    await tx.update(inspections).set({ noDamage: false, updatedAt: new Date() }).where(eq(inspections.id, inspection.id));
  });
}

/** Takes a misplaced marker off the diagram before signing; removing it twice is fine, an unknown id is 404. */
export async function removeDamage(db: Db, link: DriverLink, part: z.infer<typeof removeDamageSchema>): Promise<void> {
  await changeInspection(db, link, part.kind, async ({ tx, inspection }) => {
    const [other] = await tx
      .select({ inspectionId: inspectionDamages.inspectionId })
      .from(inspectionDamages)
      .where(eq(inspectionDamages.id, part.id));
    if (other && other.inspectionId !== inspection.id) throw notFound(UNKNOWN_DAMAGE);
    await tx.delete(inspectionDamages).where(and(eq(inspectionDamages.id, part.id), eq(inspectionDamages.inspectionId, inspection.id)));
  });
}

/**
 * Odometer, fuel or charge, keys, loose items, conditions and "No damage". The readings taken
 * last on the phone win: an older set arriving late (sent offline, in any order) is ignored.
 * A delivery odometer below the pickup's is refused.
 */
export async function recordReadings(db: Db, link: DriverLink, part: ReadingsPart): Promise<void> {
  await changeInspection(db, link, part.kind, async ({ tx, job, inspection }) => {
    if (inspection.readingId === part.id) return;
    if (inspection.readingCapturedAt && inspection.readingCapturedAt > part.captured_at) return;
    const electric = job.fuelType === "Electric";
    if (electric && part.charge_percent === undefined) throw fieldError("charge_percent", "Enter the charge level in percent.");
    if (!electric && part.fuel_eighths === undefined) throw fieldError("fuel_eighths", "Choose the fuel level.");
    let isMissingItems = false;
    if (part.kind === "delivery") {
      const [ride] = await tx.select({ pickup: rides.checkinMileage }).from(rides).where(eq(rides.jobId, job.id));
      if (ride?.pickup != null && part.odometer < ride.pickup) throw fieldError("odometer", odometerBelowPickup(ride.pickup));
      // Pickup is signed (locked) before delivery opens, so what is missing is settled with these readings.
      const [pickup] = await tx
        .select({ keys_count: inspections.keysCount, loose_items: inspections.looseItems })
        .from(inspections)
        .where(and(eq(inspections.jobId, job.id), eq(inspections.kind, "pickup")));
      isMissingItems = !!pickup && hasMissingItems(missingItemsOf(pickup, part));
    }
    await tx
      .update(inspections)
      .set({
        readingId: part.id,
        readingCapturedAt: part.captured_at,
        odometer: part.odometer,
        fuelEighths: electric ? null : (part.fuel_eighths ?? null),
        chargePercent: electric ? (part.charge_percent ?? null) : null,
        keysCount: part.keys_count,
        looseItems: part.loose_items,
        hasMissingItems: isMissingItems,
        conditions: part.conditions,
        conditionsOther: part.conditions.includes("other") ? part.conditions_other : "",
        noDamage: part.no_damage,
        updatedAt: new Date(),
      })
      .where(eq(inspections.id, inspection.id));
  });
}
