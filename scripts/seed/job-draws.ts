import { CATALOGUE } from "./catalogue";
import type { Crew, JobContext, JobDraft, Texts, Vehicle } from "./job-draft";
import type { Plan } from "./job-plans";
import {
  CANCEL_REASONS,
  DAMAGE_NOTES,
  DELIVERY_NOTES,
  DRIVER_NOTES,
  DROPOFF_NOTES,
  EMPIRE_NOTES,
  PICKUP_NOTES,
  POC_NAMES,
  RESCHEDULE_REASONS,
} from "./job-texts";
import { makeVin } from "./vin";

// One in-transit job has a long trip (more positions than a job's details carry), so the
// tracking list's "Show earlier updates" has something to show in the demo.
const LONG_TRACK_POINTS = 64;

/** Acme's jobs mostly belong to the demo customer; the other companies' to any active customer. */
export function drawCustomer(jc: JobContext, on: Pick<JobDraft, "companyId" | "isAcme">): number {
  const { rng, refs } = jc;
  const acmeOthers = refs.activeCustomersOf(refs.acmeId).filter((id) => id !== refs.demoCustomerId);
  // Drawn for every job, Acme's or not (determinism).
  const customerPick = rng.next();
  if (!on.isAcme) return rng.pick(refs.activeCustomersOf(on.companyId));
  return customerPick < 0.8 ? refs.demoCustomerId : acmeOthers[Math.floor(rng.next() * acmeOthers.length)];
}

export function drawVehicle(jc: JobContext): Vehicle {
  const { rng, carry } = jc;
  const make = rng.pick(CATALOGUE);
  const model = rng.pick(make.models);
  const year = jc.currentYear - rng.int(0, 9);
  let vin = makeVin(rng, model.wmi, year);
  while (carry.usedVins.has(vin)) vin = makeVin(rng, model.wmi, year);
  carry.usedVins.add(vin);
  return { make: make.make, model: model.name, year, vin, fuelType: rng.pick(model.fuels) };
}

/** The driver (drawn for every job, kept only where the status has one) and the ride's figures. */
export function drawCrew(jc: JobContext, on: Pick<JobDraft, "plan" | "isAcme" | "vehicle">): Crew {
  const { rng, carry } = jc;
  const { status, noDriver } = on.plan;
  const driverPick = rng.pick(jc.refs.activeDrivers);
  const hasDriver = (status === "approved" && !noDriver) || status === "in_transit" || status === "delivered";
  const baseMileage = (jc.currentYear - on.vehicle.year + 1) * rng.int(6_000, 12_000) + rng.int(5, 900);
  const damageNotes = rng.pick(DAMAGE_NOTES);
  const deliveryNotes = rng.pick(DELIVERY_NOTES);
  let trackPoints = rng.int(3, 6);
  if (status === "in_transit" && on.isAcme && !carry.longTrackGiven) {
    trackPoints = LONG_TRACK_POINTS;
    carry.longTrackGiven = true;
  }
  return { driverId: hasDriver ? driverPick : null, baseMileage, damageNotes, deliveryNotes, trackPoints };
}

/** The PO number, reasons, delivery flags, points of contact and notes, in this order. */
export function drawTexts(jc: JobContext, plan: Plan): Texts {
  const { rng, phone, carry } = jc;
  const poMissing = plan.status === "PO_missing" || (plan.status === "cancelled" && plan.from === "PO_missing");
  carry.poCounter += rng.int(3, 97);
  return {
    poNumber: poMissing ? null : `PO-${carry.poCounter}`,
    cancelReason: rng.pick(CANCEL_REASONS),
    rescheduleReason: rng.pick(RESCHEDULE_REASONS),
    washed: rng.chance(0.4),
    full: rng.chance(0.35),
    contact: rng.chance(0.5),
    relax: rng.chance(0.3),
    pickupPoc: rng.pick(POC_NAMES),
    dropoffPoc: rng.pick(POC_NAMES),
    pickupPhone: phone(),
    dropoffPhone: phone(),
    pickupNote: rng.pick(PICKUP_NOTES),
    dropoffNote: rng.pick(DROPOFF_NOTES),
    empire: rng.pick(EMPIRE_NOTES),
    driver: rng.pick(DRIVER_NOTES),
  };
}
