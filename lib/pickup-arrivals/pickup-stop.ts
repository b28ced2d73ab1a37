import type { DbOrTx } from "@/db/client";
import { openPickupException } from "@/lib/pickup-exceptions/report";
import { REASON_LABELS } from "@/lib/pickup-exceptions/messages";
import { waitingOfJob, type WaitingView } from "./waiting";

/**
 * The pickup as the driver's link shows it before check-in, from the server's record (so a reload or
 * another phone knows): the waiting clock once "I've arrived" was recorded, and a "Can't pick up"
 * report staff have not answered yet.
 */
export type DriverPickupStop = {
  waiting: WaitingView | null;
  reported: { reason: string; reported_at: Date } | null;
};

export async function driverPickupStop(db: DbOrTx, jobId: number, now = new Date()): Promise<DriverPickupStop> {
  const [waiting, open] = await Promise.all([waitingOfJob(db, jobId, now), openPickupException(db, jobId)]);
  return { waiting, reported: open ? { reason: REASON_LABELS[open.reason], reported_at: open.createdAt } : null };
}
