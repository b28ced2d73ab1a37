import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/db/client";
import { jobs, locationUpdates, rides } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { transitionJob } from "@/lib/jobs/transition-job";
import { CHECK_IN_FIRST } from "./messages";
import { loadRideState } from "./ride-state";
import type { Position } from "./schemas";
import type { DriverLink } from "./verify-link";

/**
 * ride_status ride_started with current_latitude/current_longitude: the position is kept (the
 * job's track) and the first one after check-in puts the job in transit. Before check-in: 409.
 */
export async function recordLocation(db: Db, link: DriverLink, position: Position): Promise<void> {
  if (await appendPosition(db, link, position)) return;
  const state = await loadRideState(db, link.jobId);
  if (!canPerform("update_location", "driver", state.status)) throw conflict(notAllowedMessage("update_location", state.status));
  if (!state.rideStatus) throw conflict(CHECK_IN_FIRST);

  const at = new Date();
  const latitude = position.current_latitude;
  const longitude = position.current_longitude;
  await transitionJob(db, {
    who: { kind: "driver", driverId: link.driverId },
    jobId: link.jobId,
    action: "update_location",
    // The latest position also lives on the job: "where is it now" never reads the track.
    changes: () => ({ lastLatitude: latitude, lastLongitude: longitude, lastLocationAt: at }),
    write: async (_job, tx) => {
      await tx.insert(locationUpdates).values({ jobId: link.jobId, driverId: link.driverId, latitude, longitude, createdAt: at });
      // Only the first position after check-in starts the ride; later ones leave it as it is.
      if (state.rideStatus !== "checked_in") return;
      await tx
        .update(rides)
        .set({ rideStatus: "ride_started", startedAt: sql`coalesce(${rides.startedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(rides.jobId, link.jobId), eq(rides.rideStatus, "checked_in")));
    },
  });
}

/**
 * The common case, every minute of a trip: the job is already in transit with this driver, so
 * the position changes no status (the lifecycle's update_location keeps in_transit) and needs no
 * job log. The job's latest position and the track row are written by one statement (one round
 * trip, atomic on its own). False, with nothing written, when the job is not in transit with
 * this driver: the full path above then decides (the first position, or the refusal).
 */
async function appendPosition(db: Db, link: DriverLink, position: Position): Promise<boolean> {
  if (!canPerform("update_location", "driver", "in_transit")) return false;
  const at = new Date().toISOString(); // raw SQL parameters: drizzle maps no Date here
  const { current_latitude: latitude, current_longitude: longitude } = position;
  const result = await db.execute(sql`
    with moved as (
      update ${jobs}
      set last_latitude = ${latitude}, last_longitude = ${longitude}, last_location_at = ${at}, updated_at = ${at}
      where id = ${link.jobId} and driver_id = ${link.driverId} and request_status = 'in_transit'
      returning id
    )
    insert into ${locationUpdates} (job_id, driver_id, latitude, longitude, created_at)
    select id, ${link.driverId}, ${latitude}, ${longitude}, ${at} from moved
    returning id`);
  return rowsOf(result).length > 0;
}
