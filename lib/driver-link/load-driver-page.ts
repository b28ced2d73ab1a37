import type { DbOrTx } from "@/db/client";
import { AppError } from "@/lib/api/errors";
import { recordIdSchema } from "@/lib/api/record-id";
import { LINK_MESSAGES } from "@/lib/auth/driver-link-token";
import { getDriverJob, type DriverJob } from "./queries/driver-job";
import { driverPagePath, type DriverPage } from "./paths";
import { driverStage, redirectFor, type DriverStage } from "./stage";
import { verifyDriverLink } from "./verify-link";

/** Dates become ISO strings on their way to the browser. */
export type Serialized<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

export type DriverJobView = Serialized<DriverJob>;

/** A value as the browser gets it through JSON (dates as ISO strings). */
export function serialized<T>(value: T): Serialized<T> {
  return JSON.parse(JSON.stringify(value)) as Serialized<T>;
}

export type DriverPageData =
  | { ok: true; token: string; jobId: number; driverId: number; job: DriverJobView; stage: DriverStage; redirectTo: string | null }
  | { ok: false; status: number; message: string };

export type OpenedDriverPage = Extract<DriverPageData, { ok: true }>;

const idSchema = recordIdSchema();

export type DriverPageInput = { page: DriverPage; id: string; driverId: string; token: unknown; now?: Date };

/**
 * A driver page's data: the link checked like the calls check it (401/403 become a message
 * on the page), the job as the driver sees it, and where to send a driver who opened a step
 * that does not fit the job's state (redirectTo).
 */
export async function loadDriverPage(db: DbOrTx, input: DriverPageInput): Promise<DriverPageData> {
  const jobId = idSchema.safeParse(input.id);
  const driverId = idSchema.safeParse(input.driverId);
  const token = typeof input.token === "string" ? input.token : null;
  if (!jobId.success || !driverId.success || !token) return { ok: false, status: 401, message: LINK_MESSAGES.invalid };
  try {
    const link = await verifyDriverLink(db, { token, jobId: jobId.data, driverId: driverId.data, now: input.now });
    const job = await getDriverJob(db, link);
    const stage = driverStage(job.request_status, job.ride.ride_status);
    const target = redirectFor(input.page, stage);
    return {
      ok: true,
      token,
      jobId: link.jobId,
      driverId: link.driverId,
      job: serialized(job),
      stage,
      redirectTo: target ? driverPagePath(target, { jobId: link.jobId, driverId: link.driverId, token }) : null,
    };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
