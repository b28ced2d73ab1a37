import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { pickupArrivals, type PickupArrival } from "@/db/schema";
import { conflict, fieldError } from "@/lib/api/errors";
import type { DriverLink } from "@/lib/driver-link/verify-link";
import { transitionJob } from "@/lib/jobs/transition-job";
import { getCarrierSettings } from "@/lib/settings/carrier-settings";
import { DEFAULT_FREE_MINUTES, isAtPickup, metersFromPickup } from "@/lib/trip-costs/waiting-time";
import { checkInMoment } from "./check-in-moment";
import { ARRIVAL_MESSAGES as M } from "./messages";
import type { ArriveAtPickup } from "./schemas";

/** A phone's clock may be wrong or the arrival kept offline for long: it counts from at most a day before it reached us. */
const OLDEST_ARRIVAL_MS = 24 * 60 * 60 * 1000;

class ArrivedMeanwhile extends Error {}

/**
 * POST driver/arrive-at-pickup: "I've arrived", within 300 m of the pickup and before the check-in
 * began, starts the waiting clock (DECISIONS.md "Trip costs"). Through the lifecycle (the driver's
 * link, an approved job; timeline "Arrived at pickup"). The first arrival counts: another one, or
 * the same sent again (also at once), answers the one kept. The free period and the rate are the
 * settings' now, kept with it. The moment is the phone's, never later than now.
 */
export async function arriveAtPickup(db: Db, link: DriverLink, input: ArriveAtPickup, now = new Date()): Promise<PickupArrival> {
  const known = await arrivalOf(db, link.jobId);
  if (known) return known;
  const arrivedAt = new Date(Math.max(Math.min(input.captured_at.getTime(), now.getTime()), now.getTime() - OLDEST_ARRIVAL_MS));
  try {
    await transitionJob(db, {
      who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
      jobId: link.jobId,
      action: "arrive_at_pickup",
      check: async (job, tx) => {
        if (await checkInMoment(tx, job.id)) throw conflict(M.afterCheckIn);
        const position = { lat: input.latitude, lng: input.longitude };
        const pickup = { lat: job.pickupLatitude, lng: job.pickupLongitude };
        const meters = metersFromPickup(position, pickup);
        if (!isAtPickup(position, pickup)) throw fieldError("latitude", M.tooFar(meters));
        return meters;
      },
      write: async (job, tx, meters) => {
        const settings = await getCarrierSettings(tx);
        const inserted = await tx
          .insert(pickupArrivals)
          .values({
            jobId: job.id,
            id: input.id,
            driverId: link.driverId,
            latitude: input.latitude,
            longitude: input.longitude,
            metersFromPickup: meters,
            arrivedAt,
            receivedAt: now,
            freeMinutes: settings.waiting_free_minutes ?? DEFAULT_FREE_MINUTES,
            quarterRateCents: settings.waiting_quarter_cents ?? 0,
          })
          .onConflictDoNothing()
          .returning({ jobId: pickupArrivals.jobId });
        // Two arrivals at once: the other one won; this one's timeline entry is rolled back.
        if (!inserted.length) throw new ArrivedMeanwhile();
      },
      note: null,
    });
  } catch (error) {
    if (!(error instanceof ArrivedMeanwhile)) throw error;
  }
  return (await arrivalOf(db, link.jobId))!;
}

export async function arrivalOf(db: DbOrTx, jobId: number): Promise<PickupArrival | null> {
  const [arrival] = await db.select().from(pickupArrivals).where(eq(pickupArrivals.jobId, jobId));
  return arrival ?? null;
}
