import { drawCrew, drawCustomer, drawTexts, drawVehicle } from "./job-draws";
import type { BuiltJob, JobContext, JobDraft, PlannedJob } from "./job-draft";
import { drawRoute, drawSchedule } from "./job-schedule";
import { drawOfficeLogs, driveRide } from "./job-timeline";

/**
 * One job of a plan. The draws run in a fixed order for every job, whatever its status, so
 * that each job's data depends only on the jobs planned before it.
 */
export function buildJob(jc: JobContext, { plan, companyId }: PlannedJob): BuiltJob {
  const isAcme = companyId === jc.refs.acmeId;
  const customerId = drawCustomer(jc, { companyId, isAcme });
  const vehicle = drawVehicle(jc);
  const route = drawRoute(jc.rng, isAcme);
  const schedule = drawSchedule(jc, { plan, route });
  const crew = drawCrew(jc, { plan, isAcme, vehicle });
  const officeLogs = drawOfficeLogs(jc, { plan, schedule });
  const { ride, track, logs: driverLogs } = driveRide(jc, { plan, route, schedule, crew });
  const logs = [...officeLogs, ...driverLogs];
  const texts = drawTexts(jc, plan);
  const draft: JobDraft = { plan, companyId, isAcme, customerId, vehicle, route, schedule, crew, logs, track, texts };
  return { job: jobRow(draft), logs, ride, track };
}

function jobRow(draft: JobDraft): BuiltJob["job"] {
  const { plan, vehicle, route, schedule, crew, track, texts } = draft;
  const { deliveredAt } = schedule;
  const lastPoint = track.at(-1);
  return {
    companyId: draft.companyId,
    customerId: draft.customerId,
    requestStatus: plan.status,
    statusBeforeCancellation: plan.status === "awaiting_for_cancellation" ? (plan.from ?? "submitted") : null,
    cancellationReason: plan.status === "cancelled" || plan.status === "awaiting_for_cancellation" ? texts.cancelReason : null,
    rescheduleReason: plan.status === "rescheduled" || plan.status === "awaiting_reschedule_date" ? texts.rescheduleReason : null,
    driverId: crew.driverId,
    linkVersion: crew.driverId ? 1 : 0,
    vehicleYear: vehicle.year,
    vehicleMake: vehicle.make,
    vehicleModel: vehicle.model,
    vinNumber: vehicle.vin,
    fuelType: vehicle.fuelType,
    poNumber: texts.poNumber,
    deliverWashed: texts.washed,
    deliverFull: texts.full,
    sendDriverContactInfo: texts.contact,
    timeRelaxation: texts.relax,
    pickupBusinessName: route.pickup.business,
    pickupLocation: route.pickup.address,
    pickupLatitude: route.pickup.lat,
    pickupLongitude: route.pickup.lng,
    pickupDate: schedule.pickupDate,
    pickupTime: route.pickupTime,
    pickupPocName: texts.pickupPoc,
    pickupPocPhone: texts.pickupPhone,
    pickupAdditionalNote: texts.pickupNote,
    dropoffBusinessName: route.dropoff.business,
    dropoffLocation: route.dropoff.address,
    dropoffLatitude: route.dropoff.lat,
    dropoffLongitude: route.dropoff.lng,
    dropoffDate: schedule.dropoffDate,
    dropoffTime: schedule.dropoffTime,
    dropoffPocName: texts.dropoffPoc,
    dropoffPocPhone: texts.dropoffPhone,
    dropoffAdditionalNote: texts.dropoffNote,
    empireNotes: texts.empire,
    driverNotes: texts.driver,
    deliveredAt: deliveredAt !== undefined ? new Date(deliveredAt) : null,
    lastLatitude: lastPoint?.lat ?? null,
    lastLongitude: lastPoint?.lng ?? null,
    lastLocationAt: lastPoint ? new Date(lastPoint.at) : null,
    createdAt: new Date(schedule.createdAt),
    updatedAt: new Date(draft.logs[draft.logs.length - 1].at),
  };
}
