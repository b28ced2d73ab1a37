import { and, asc, between, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers, jobs } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { wallClockAt } from "@/lib/places/time-zone";
import { pingAge, type PingAge } from "./ping-age";

type Point = { lat: number; lng: number };

export type JobInTransit = {
  jobId: number;
  driverName: string | null;
  vehicle: string;
  position: (Point & { at: string }) | null;
  pingAge: PingAge;
  pickup: Point & { location: string };
  dropoff: Point & { location: string };
};

export type PickupToday = { jobId: number; vehicle: string; pickup: Point & { location: string; time: string | null; zone: string } };

export type DispatchPositions = { at: string; inTransit: JobInTransit[]; pickupsToday: PickupToday[] };

const DAY_MS = 24 * 60 * 60 * 1000;

type VehicleColumns = { vehicleYear: number; vehicleMake: string; vehicleModel: string };
const vehicle = (row: VehicleColumns) => `${row.vehicleYear} ${row.vehicleMake} ${row.vehicleModel}`;

/** The live map's one call (staff only): every job in transit at its latest position, and today's pickups. */
export async function dispatchPositions(db: DbOrTx, actor: Actor, now = new Date()): Promise<DispatchPositions> {
  assertStaff(actor);
  const place = {
    pickupLocation: jobs.pickupLocation,
    pickupLatitude: jobs.pickupLatitude,
    pickupLongitude: jobs.pickupLongitude,
    vehicleYear: jobs.vehicleYear,
    vehicleMake: jobs.vehicleMake,
    vehicleModel: jobs.vehicleModel,
  };
  const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
  const [moving, approved] = await Promise.all([
    db
      .select({
        ...place,
        id: jobs.id,
        driverName: drivers.name,
        lastLatitude: jobs.lastLatitude,
        lastLongitude: jobs.lastLongitude,
        lastLocationAt: jobs.lastLocationAt,
        dropoffLocation: jobs.dropoffLocation,
        dropoffLatitude: jobs.dropoffLatitude,
        dropoffLongitude: jobs.dropoffLongitude,
      })
      .from(jobs)
      .leftJoin(drivers, eq(drivers.id, jobs.driverId))
      .where(eq(jobs.requestStatus, "in_transit"))
      .orderBy(asc(jobs.id)),
    // Today differs by place: the dates either side of UTC's are read on each pickup's clock below.
    db
      .select({ ...place, id: jobs.id, pickupDate: jobs.pickupDate, pickupTime: jobs.pickupTime, pickupTimezone: jobs.pickupTimezone })
      .from(jobs)
      .where(
        and(eq(jobs.requestStatus, "approved"), between(jobs.pickupDate, utcDay(now.getTime() - DAY_MS), utcDay(now.getTime() + DAY_MS))),
      )
      .orderBy(asc(jobs.pickupDate), asc(jobs.pickupTime), asc(jobs.id)),
  ]);
  return {
    at: now.toISOString(),
    inTransit: moving.map((row) => ({
      jobId: row.id,
      driverName: row.driverName,
      vehicle: vehicle(row),
      position:
        row.lastLatitude !== null && row.lastLongitude !== null && row.lastLocationAt
          ? { lat: row.lastLatitude, lng: row.lastLongitude, at: row.lastLocationAt.toISOString() }
          : null,
      pingAge: pingAge(row.lastLocationAt, now),
      pickup: { lat: row.pickupLatitude, lng: row.pickupLongitude, location: row.pickupLocation },
      dropoff: { lat: row.dropoffLatitude, lng: row.dropoffLongitude, location: row.dropoffLocation },
    })),
    pickupsToday: approved
      .filter((row) => row.pickupDate === wallClockAt(now, row.pickupTimezone ?? "UTC").date)
      .map((row) => ({
        jobId: row.id,
        vehicle: vehicle(row),
        pickup: {
          lat: row.pickupLatitude,
          lng: row.pickupLongitude,
          location: row.pickupLocation,
          time: row.pickupTime,
          zone: row.pickupTimezone ?? "UTC",
        },
      })),
  };
}
