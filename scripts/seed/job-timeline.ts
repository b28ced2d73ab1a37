import type { SeedContext } from "./context";
import type { JobDraft, LogEntry, Ride, TrackPoint } from "./job-draft";
import { logSteps } from "./job-plans";
import { HOUR, MINUTE, atUtc } from "./time";

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The customer's and the office's steps, spread between the job's creation and the pickup (or now). */
export function drawOfficeLogs(ctx: SeedContext, on: Pick<JobDraft, "plan" | "schedule">): LogEntry[] {
  const { rng, now } = ctx;
  const { plan } = on;
  const { createdAt, pickupAt } = on.schedule;
  const steps = logSteps(plan);
  const driverSteps = steps.filter((s) => s.actor === "driver");
  const officeSteps = steps.filter((s) => s.actor !== "driver");
  const officeEnd =
    driverSteps.length > 0
      ? pickupAt - 3 * HOUR
      : plan.status === "cancelled"
        ? Math.min(now - 5 * MINUTE, pickupAt - HOUR)
        : now - 5 * MINUTE;
  const fractions = officeSteps.map((_, i) => (i === 0 ? 0 : rng.next())).sort((x, y) => x - y);
  return officeSteps.map((s, i) => ({
    status: s.status,
    actor: s.actor,
    at: Math.round(createdAt + (officeEnd - createdAt) * (i === 0 ? 0 : 0.1 + 0.85 * fractions[i])),
  }));
}

type Drive = { ride?: Ride; track: TrackPoint[]; logs: LogEntry[] };

/** An in-transit or delivered job's ride, its positions along the straight line, and the driver's steps. */
export function driveRide(ctx: SeedContext, on: Pick<JobDraft, "plan" | "route" | "schedule" | "crew">): Drive {
  if (on.plan.status !== "in_transit" && on.plan.status !== "delivered") return { track: [], logs: [] };
  const { pickupAt, deliveredAt } = on.schedule;
  const { baseMileage, damageNotes } = on.crew;
  const checkedInAt = pickupAt + 10 * MINUTE;
  const startedAt = pickupAt + 25 * MINUTE;
  const firstUpdate = pickupAt + 45 * MINUTE;
  const track = trackOf(ctx, { ...on, startedAt, firstUpdate });
  const logs: LogEntry[] = [{ status: "in_transit", actor: "driver", at: firstUpdate }];
  const ride: Ride = { checkinMileage: baseMileage, damageNotes, checkedInAt, startedAt };
  if (deliveredAt !== undefined) {
    logs.push({ status: "delivered", actor: "driver", at: deliveredAt });
    ride.endingMileage = baseMileage + Math.round(on.route.miles * 1.18);
    ride.deliveryNotes = on.crew.deliveryNotes;
    ride.deliveredAt = deliveredAt;
  }
  return { ride, track, logs };
}

type TrackOf = Pick<JobDraft, "route" | "schedule" | "crew"> & { startedAt: number; firstUpdate: number };

/** A delivered job's track ends at the drop-off; an in-transit one part way, as far as the time allows. */
function trackOf(ctx: SeedContext, on: TrackOf): TrackPoint[] {
  const { now } = ctx;
  const { pickup, dropoff } = on.route;
  const { deliveredAt, dropoffDate, dropoffTime } = on.schedule;
  const { startedAt, firstUpdate } = on;
  const { trackPoints } = on.crew;
  const lastUpdate = deliveredAt ?? now - 15 * MINUTE;
  const plannedEnd = atUtc(dropoffDate, dropoffTime);
  const progress =
    deliveredAt !== undefined ? 1 : Math.min(0.9, Math.max(0.15, (now - startedAt) / Math.max(HOUR, plannedEnd - startedAt)));
  const track: TrackPoint[] = [];
  for (let i = 0; i < trackPoints; i++) {
    const share = trackPoints === 1 ? 1 : i / (trackPoints - 1);
    const along = 0.03 + (progress - 0.03) * share;
    track.push({
      lat: round6(pickup.lat + (dropoff.lat - pickup.lat) * along),
      lng: round6(pickup.lng + (dropoff.lng - pickup.lng) * along),
      at: Math.round(firstUpdate + (lastUpdate - firstUpdate) * share) - (i === trackPoints - 1 && deliveredAt ? MINUTE : 0),
    });
  }
  return track;
}
