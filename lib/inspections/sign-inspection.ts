import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { inspectionDamages, inspectionPhotos, inspections, rides, type Inspection, type Job } from "@/db/schema";
import { AppError, conflict, validationError, type FieldErrors } from "@/lib/api/errors";
import { AlreadyCheckedIn, insertCheckedInRide } from "@/lib/driver-link/check-in";
import { markRideDelivered } from "@/lib/driver-link/deliver-vehicle";
import { CHECK_IN_FIRST } from "@/lib/driver-link/messages";
import { formatMiles } from "@/lib/driver-link/ride-state";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { eventsOfFlags, type DeliveryFlags } from "@/lib/events/events";
import { liveTrackingLink, mailTrackingLink } from "@/lib/tracking/mail-tracking-link";
import { transitionJob } from "@/lib/jobs/transition-job";
import { getCarrierSettings } from "@/lib/settings/carrier-settings";
import { mileageCheck, newDamagesOf } from "./claims";
import type { z } from "zod";
import { inkProblems, signingProblems, type Problem } from "./completeness";
import { findInspection } from "./inspection-view";
import { LOCKED, UNAVAILABLE_PHOTOS } from "./messages";
import { lockInspection, requiredSlotsOf } from "./open-inspection";
import type { signPartSchema } from "./schemas";
import { describeDamage, type DamageArea, type DamageSeverity, type DamageType } from "./vocabulary";

type SignPart = z.infer<typeof signPartSchema>;

/** The same signature arrived first by another copy of this call: the retry answers as the first did. */
class SignedMeanwhile extends Error {}

/** What the check found under the job's lock, for the writes that follow it. */
type Signable = { inspection: Inspection; summary: string; flags: DeliveryFlags };

/**
 * Signs an inspection and, with it, moves the job on in one transaction: the pickup inspection
 * is the check-in (the ride begins with its odometer), the delivery inspection is the delivery.
 * The lifecycle's sign_pickup / sign_delivery rows (lib/events/events.ts) enqueue the
 * BOL's issue and the mails and webhooks that carry it; a delivery's flags raise the staff's events. Refused: a blank signature (the
 * customer's or the driver's), anything the inspection still lacks (completeness.ts), "customer
 * not available" with fewer than two extra photos, and a second signature (409). Sending the
 * same signature again answers as the first time.
 */
export async function signInspection(db: Db, link: DriverLink, part: SignPart): Promise<void> {
  const before = await findInspection(db, link.jobId, part.kind);
  if (before?.state === "signed" && before.signatureId === part.id) return;
  const blank = inkProblems(part);
  if (blank.length > 0) throw validationError(grouped(blank));

  const now = new Date();
  try {
    await transitionJob(db, {
      who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
      jobId: link.jobId,
      action: part.kind === "pickup" ? "sign_pickup" : "sign_delivery",
      check: (job, tx) => checkSignable(tx, job, part),
      changes: (_job, { flags }) =>
        part.kind === "delivery" ? { deliveredAt: now, hasNewDamage: flags.hasNewDamage, hasMileageFlag: flags.hasMileageFlag } : {},
      raises: ({ flags }) => eventsOfFlags(flags),
      note: timelineNote(part, before?.odometer ?? null),
      write: (job, tx, signable) => recordSignature(tx, { job, link, part, signable, now }),
    });
  } catch (error) {
    const raced = error instanceof SignedMeanwhile || error instanceof AlreadyCheckedIn || isConflict(error);
    if (raced && (await isSameSignature(db, link, part))) return;
    throw error instanceof AlreadyCheckedIn || error instanceof SignedMeanwhile ? conflict(LOCKED) : error;
  }
}

/** The signature's rows: the inspection locked as signed, the ride's step, the receiver's tracking link. */
async function recordSignature(
  tx: Tx,
  { job, link, part, signable, now }: { job: Job; link: DriverLink; part: SignPart; signable: Signable; now: Date },
): Promise<void> {
  const { inspection, summary } = signable;
  await tx
    .update(inspections)
    .set({
      state: "signed",
      signatureId: part.id,
      signerName: part.customer_unavailable ? null : part.signer_name,
      signatureStrokes: part.customer_unavailable ? null : part.strokes,
      customerUnavailable: part.customer_unavailable,
      attestation: part.customer_unavailable ? part.attestation : null,
      driverName: part.driver_name,
      driverSignatureStrokes: part.driver_strokes,
      signedAt: part.captured_at,
      signatureReceivedAt: now,
      updatedAt: now,
    })
    .where(eq(inspections.id, inspection.id));
  const step = { mileage: inspection.odometer!, notes: summary };
  if (part.kind === "pickup") await insertCheckedInRide(tx, link, step);
  else await markRideDelivered(tx, link.jobId, step, now);
  if (part.kind === "pickup" && job.dropoffPocEmail) {
    // The receiver gets the link to follow the vehicle as it leaves (DECISIONS.md "Notifications").
    const tracking = await liveTrackingLink(tx, job.id, null);
    await mailTrackingLink(tx, job, tracking.link, "picked_up");
  }
}

const NO_FLAGS: DeliveryFlags = { hasNewDamage: false, hasMileageFlag: false, hasMissingItems: false };

/** The delivery's claim flags for the staff's filters: new damage, and miles beyond the route (claims.ts). */
async function deliveryFlags(tx: Tx, job: Job, delivery: Inspection): Promise<DeliveryFlags> {
  const pickup = await lockInspection(tx, job.id, "pickup");
  const [pickupDamages, deliveryDamages, settings, [ride]] = await Promise.all([
    pickup ? tx.select().from(inspectionDamages).where(eq(inspectionDamages.inspectionId, pickup.id)) : [],
    tx.select().from(inspectionDamages).where(eq(inspectionDamages.inspectionId, delivery.id)),
    getCarrierSettings(tx),
    tx.select({ odometer: rides.checkinMileage }).from(rides).where(eq(rides.jobId, job.id)),
  ]);
  const pickupOdometer = pickup?.odometer ?? ride?.odometer ?? null;
  const mileage =
    pickupOdometer === null || delivery.odometer === null
      ? null
      : mileageCheck({
          pickupOdometer,
          deliveryOdometer: delivery.odometer,
          from: { lat: job.pickupLatitude, lng: job.pickupLongitude },
          to: { lat: job.dropoffLatitude, lng: job.dropoffLongitude },
          drivingMiles: job.routeMiles,
          threshold: { percent: settings.mileage_percent, miles: settings.mileage_miles },
        });
  return {
    hasNewDamage: newDamagesOf(pickupDamages, deliveryDamages).length > 0,
    hasMileageFlag: mileage?.isFlagged ?? false,
    hasMissingItems: delivery.hasMissingItems,
  };
}

const isConflict = (error: unknown) => error instanceof AppError && error.code === "CONFLICT";

async function isSameSignature(db: Db, link: DriverLink, part: SignPart): Promise<boolean> {
  const inspection = await findInspection(db, link.jobId, part.kind);
  return inspection?.state === "signed" && inspection.signatureId === part.id;
}

/** Under the job's lock: the inspection locked too, complete, and not yet signed; answers it with its damage summary and flags. */
async function checkSignable(tx: Tx, job: Job, part: SignPart): Promise<Signable> {
  const { id: jobId, companyId } = job;
  const inspection = await lockInspection(tx, jobId, part.kind);
  if (inspection?.state === "signed" && inspection.signatureId === part.id) throw new SignedMeanwhile();
  if (inspection && inspection.state !== "open") throw conflict(LOCKED);

  const [ride] = await tx.select({ pickupOdometer: rides.checkinMileage }).from(rides).where(eq(rides.jobId, jobId));
  if (part.kind === "delivery" && !ride) throw conflict(CHECK_IN_FIRST);
  const photos = inspection ? await tx.select().from(inspectionPhotos).where(eq(inspectionPhotos.inspectionId, inspection.id)) : [];
  const damages = inspection ? await tx.select().from(inspectionDamages).where(eq(inspectionDamages.inspectionId, inspection.id)) : [];
  const typed = damages.map((d) => ({
    ...d,
    area: d.area as DamageArea,
    type: d.type as DamageType,
    severity: d.severity as DamageSeverity,
  }));

  const problems = signingProblems({
    inspection: inspection ?? {
      kind: part.kind,
      requiredSlots: await requiredSlotsOf(tx, companyId),
      vinCheckedAt: null,
      odometer: null,
      keysCount: null,
      noDamage: false,
    },
    photos,
    damages: typed,
    pickupOdometer: part.kind === "delivery" ? (ride?.pickupOdometer ?? null) : null,
  });
  if (part.customer_unavailable && photos.filter((p) => p.place === "extra").length < 2) {
    problems.push({ field: "photos", message: UNAVAILABLE_PHOTOS });
  }
  if (problems.length > 0 || !inspection) throw validationError(grouped(problems));

  return {
    inspection,
    summary: typed.length === 0 ? "No damage" : typed.map(describeDamage).join("; "),
    flags: part.kind === "delivery" ? await deliveryFlags(tx, job, inspection) : NO_FLAGS,
  };
}

/** "Checked in at 48,250 miles: pickup inspection signed by Jane Doe." */
function timelineNote(part: SignPart, odometer: number | null): string {
  const step = part.kind === "pickup" ? "Checked in" : "Delivered";
  const at = odometer === null ? "" : ` at ${formatMiles(odometer)}`;
  const signer = part.customer_unavailable ? "customer not available" : `signed by ${part.signer_name}`;
  return `${step}${at}: ${part.kind} inspection ${signer}.`;
}

function grouped(problems: Problem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of problems) (errors[field] ??= []).push(message);
  return errors;
}
