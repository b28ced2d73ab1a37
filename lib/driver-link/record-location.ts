import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { drivers, jobs, locationUpdates, rides } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { canPerform, notAllowedMessage } from "@/lib/jobs/lifecycle";
import { transitionJob } from "@/lib/jobs/transition-job";
import { CHECK_IN_FIRST } from "./messages";
import { driverRideColumns, driverRideOf, getDriverRide, type DriverRide } from "./queries/driver-ride";
import { loadRideState } from "./ride-state";
import type { Position } from "./schemas";
import type { DriverLink, LinkClaim } from "./verify-link";

/** A position the phone kept: its id and the time it took it (POST update-location, record-positions.ts). */
export type KeptPosition = { id: string; captured_at: Date };

/**
 * ride_status ride_started with current_latitude/current_longitude: the position is kept (the
 * job's track) and the first one after check-in puts the job in transit. Before check-in: 409.
 * Answers the ride as it now is.
 */
export async function recordLocation(db: Db, link: DriverLink, position: Position, kept?: KeptPosition): Promise<DriverRide> {
  const appended = kept ? null : await appendPosition(db, link, position);
  if (appended) return appended;
  const state = await loadRideState(db, link.jobId);
  if (!canPerform("update_location", "driver", state.status)) throw conflict(notAllowedMessage("update_location", state.status));
  if (!state.rideStatus) throw conflict(CHECK_IN_FIRST);

  const at = kept?.captured_at ?? new Date();
  const latitude = position.current_latitude;
  const longitude = position.current_longitude;
  await transitionJob(db, {
    who: { kind: "driver", driverId: link.driverId, linkVersion: link.version },
    jobId: link.jobId,
    action: "update_location",
    // The latest position also lives on the job: "where is it now" never reads the track.
    changes: () => ({ lastLatitude: latitude, lastLongitude: longitude, lastLocationAt: at }),
    write: async (_job, tx) => {
      await tx
        .insert(locationUpdates)
        .values({ jobId: link.jobId, driverId: link.driverId, latitude, longitude, createdAt: at, clientId: kept?.id ?? null });
      // Only the first position after check-in starts the ride; later ones leave it as it is.
      if (state.rideStatus !== "checked_in") return;
      await tx
        .update(rides)
        .set({ rideStatus: "ride_started", startedAt: sql`coalesce(${rides.startedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(rides.jobId, link.jobId), eq(rides.rideStatus, "checked_in")));
    },
  });
  return getDriverRide(db, link.jobId);
}

/**
 * The common case, every minute of a trip: the job is already in transit on this link, so the
 * position changes no status (the lifecycle's update_location keeps in_transit) and needs no job
 * log. One statement (one round trip, atomic on its own) checks the link against the job, writes
 * the job's latest position and the track row, and reads the ride for the answer: the link's job,
 * driver and assignment version, and its driver active, are what verifyDriverLink asks of a job
 * in transit (a link expires only after delivery). So a call may come here before the link is
 * verified (updateRide does). Null, with nothing written, when any of that is not so: the full
 * path then decides (the refusal, or the first position after check-in).
 */
export async function appendPosition(db: Db, link: LinkClaim, position: Position): Promise<DriverRide | null> {
  if (!canPerform("update_location", "driver", "in_transit")) return null;
  const at = new Date();
  const { current_latitude: latitude, current_longitude: longitude } = position;
  const [row] = await appendQuery(db).execute({
    jobId: link.jobId,
    driverId: link.driverId,
    version: link.version,
    latitude,
    longitude,
    at: at.toISOString(),
  });
  if (!row) return null;
  // The statement reads the job as it was before its own update: the new position is the latest.
  return driverRideOf(link.jobId, { ...row, last_latitude: latitude, last_longitude: longitude, last_location_at: at });
}

function appendQuery(db: Db) {
  return preparedQuery(db, "append_position", (name) => {
    const value = (key: string) => sql.placeholder(key); // raw SQL: the time goes as an ISO string
    const moved = db.$with("moved", { id: sql<number>`id` }).as(sql`
      update ${jobs}
      set last_latitude = ${value("latitude")}, last_longitude = ${value("longitude")}, last_location_at = ${value("at")}, updated_at = ${value("at")}
      where id = ${value("jobId")} and driver_id = ${value("driverId")} and link_version = ${value("version")}
        and request_status = 'in_transit'
        and exists (select 1 from ${drivers} where ${drivers.id} = ${value("driverId")} and ${drivers.active})
      returning id`);
    const added = db.$with("added", { jobId: sql<number>`job_id` }).as(sql`
      insert into ${locationUpdates} (job_id, driver_id, latitude, longitude, created_at)
      select id, ${value("driverId")}, ${value("latitude")}, ${value("longitude")}, ${value("at")} from moved
      returning job_id`);
    return db
      .with(moved, added)
      .select(driverRideColumns)
      .from(jobs)
      .leftJoin(rides, eq(rides.jobId, jobs.id))
      .where(eq(jobs.id, sql`(select job_id from added)`))
      .prepare(name);
  });
}
