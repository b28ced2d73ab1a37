import { haversineMiles } from "@/lib/maps/distance";
import type { SeedContext } from "./context";
import type { JobDraft, Route, Schedule } from "./job-draft";
import { DROPOFF_TIMES, PICKUP_TIMES } from "./job-texts";
import { ACME_ADDRESSES, PLACES, type Place } from "./places";
import type { Rng } from "./random";
import { HOUR, MINUTE, addDays, atUtc, dateOf, hhmm } from "./time";

const ACME_PICKUPS = ACME_ADDRESSES.filter((a) => a.type === "pickup");
const ACME_DROPOFFS = ACME_ADDRESSES.filter((a) => a.type === "dropoff");

/** The day counts a job's dates are drawn from (all drawn for every job), and the hour and minute it was created. */
type DateDraw = Record<"a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "k" | "m" | "hour" | "minute", number>;

/** Acme's jobs often start or end at its own sites; a trip is at least 15 miles. */
export function drawRoute(rng: Rng, isAcme: boolean): Route {
  const pickup: Place = isAcme && rng.chance(0.75) ? rng.pick(ACME_PICKUPS) : rng.pick(PLACES);
  let dropoff: Place = isAcme && rng.chance(0.5) ? rng.pick(ACME_DROPOFFS) : rng.pick(PLACES);
  while (dropoff.address === pickup.address || haversineMiles(pickup, dropoff) < 15) {
    dropoff = rng.pick(PLACES);
  }
  const miles = haversineMiles(pickup, dropoff);
  const transitDays = Math.max(1, Math.ceil(miles / 500));
  return { pickup, dropoff, miles, transitDays, pickupTime: rng.pick(PICKUP_TIMES), dropoffTime: rng.pick(DROPOFF_TIMES) };
}

/** The job's dates by status: created in the past, picked up before or after today, delivered in the past. */
export function drawSchedule(ctx: SeedContext, on: Pick<JobDraft, "plan" | "route">): Schedule {
  const { rng, today } = ctx;
  const draw: DateDraw = {
    a: rng.int(0, 35),
    b: rng.int(1, 21),
    c: rng.int(2, 30),
    d: rng.int(1, 14),
    e: rng.int(14, 60),
    f: rng.int(2, 5),
    g: rng.int(4, 15),
    h: rng.int(1, 2),
    k: rng.int(8, 30),
    m: rng.int(3, 6),
    hour: rng.int(8, 19),
    minute: rng.int(0, 59),
  };
  const { createdAt, pickupDate, deliveredAt } = startDates(ctx, { ...on, draw });
  let dropoffDate = addDays(pickupDate, on.route.transitDays);
  let dropoffTime = on.route.dropoffTime;
  if (on.plan.status === "in_transit" && dropoffDate <= today) dropoffDate = addDays(today, 1);
  if (deliveredAt !== undefined) {
    dropoffDate = dateOf(deliveredAt);
    dropoffTime = hhmm(Math.floor(deliveredAt / (30 * MINUTE)) * 30 * MINUTE);
  }
  return { createdAt, pickupDate, pickupAt: atUtc(pickupDate, on.route.pickupTime), dropoffDate, dropoffTime, deliveredAt };
}

type StartDates = Pick<Schedule, "createdAt" | "pickupDate" | "deliveredAt">;

function startDates(ctx: SeedContext, on: Pick<JobDraft, "plan" | "route"> & { draw: DateDraw }): StartDates {
  const { now, today } = ctx;
  const { plan, draw } = on;
  const { transitDays } = on.route;
  const created = (days: number) => ctx.daysAgo(days, draw.hour, draw.minute);
  switch (plan.status) {
    case "delivered": {
      if (plan.recent) {
        const deliveredAt = now - draw.k * HOUR - draw.minute * MINUTE;
        return { createdAt: created(transitDays + draw.m + 2), pickupDate: addDays(dateOf(deliveredAt), -transitDays), deliveredAt };
      }
      const createdAt = created(draw.e);
      const pickupDate = addDays(dateOf(createdAt), draw.f);
      const deliveredAt = atUtc(addDays(pickupDate, transitDays), on.route.dropoffTime) + (draw.minute % 40) * MINUTE;
      return { createdAt, pickupDate, deliveredAt };
    }
    case "in_transit":
      return { createdAt: created(draw.g), pickupDate: addDays(today, -draw.h) };
    case "cancelled": {
      const createdAt = created(draw.e - 10);
      return { createdAt, pickupDate: addDays(dateOf(createdAt), draw.g) };
    }
    case "approved":
      return { createdAt: created(draw.a), pickupDate: addDays(today, plan.pickupToday ? 0 : draw.b) };
    case "awaiting_reschedule_date":
    case "awaiting_for_cancellation":
      return { createdAt: created(draw.a), pickupDate: addDays(today, draw.d) };
    default:
      return { createdAt: created(draw.a), pickupDate: addDays(today, draw.c) };
  }
}
