import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs, rides, type RideStatus } from "@/db/schema";
import { forbidden } from "@/lib/api/errors";
import type { JobStatus } from "@/lib/jobs/statuses";

export type RideState = { status: JobStatus; rideStatus: RideStatus | null; checkinMileage: number | null };

/** The job's status and its ride, read before a driver step decides what to do. */
export async function loadRideState(db: DbOrTx, jobId: number): Promise<RideState> {
  const [row] = await db
    .select({ status: jobs.requestStatus, rideStatus: rides.rideStatus, checkinMileage: rides.checkinMileage })
    .from(jobs)
    .leftJoin(rides, eq(rides.jobId, jobs.id))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/** Statuses in which a step already applied may be sent again (a retry after a lost answer). */
export const RETRYABLE_STATUSES: readonly JobStatus[] = ["approved", "in_transit", "delivered"];

export const formatMiles = (miles: number) => `${miles.toLocaleString("en-US")} miles`;
