import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { drivers, jobs, rides, type Job } from "@/db/schema";
import { conflict, fieldError, notFound, parseOrThrow } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { env } from "@/lib/env";
import { formatDateAndTime } from "@/lib/format/dates";
import { linkMail } from "@/lib/mail/send-mail";
import { enqueueMail } from "@/lib/outbox/outbox";
import { driverLinkPath, signDriverLink } from "@/lib/auth/driver-link-token";
import { jobDriverSchema } from "./schemas";
import { transitionJob, type TransitionResult } from "./transition-job";

export const DRIVER_INACTIVE = "This driver is inactive and cannot be assigned.";

/** A caller's own check, run on the locked job after the modal's (the board's overlap and days off). */
export type AssignDriverOptions = { check?: (job: Job, tx: Tx) => Promise<void> };

/**
 * POST admin/assign-driver: an approved job gets an active driver, before the ride starts.
 * Every (re)assignment bumps the job's link version, which revokes links sent before.
 */
export async function assignDriver(db: Db, actor: Actor, body: unknown, options: AssignDriverOptions = {}): Promise<TransitionResult> {
  const { jobId, driverId } = parseOrThrow(jobDriverSchema, body);
  const [driver] = await db.select({ id: drivers.id, active: drivers.active }).from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw notFound("Driver not found.");
  if (!driver.active) throw fieldError("driverId", DRIVER_INACTIVE);
  return transitionJob(db, {
    who: { kind: "user", actor },
    jobId,
    action: "assign_driver",
    check: async (job, tx) => {
      const [ride] = await tx.select({ id: rides.id }).from(rides).where(eq(rides.jobId, job.id));
      if (ride) throw conflict("The ride has already started: the driver can no longer be changed.");
      await options.check?.(job, tx);
    },
    changes: () => ({ driverId, linkVersion: sql`${jobs.linkVersion} + 1` }),
  });
}

/** POST admin/send-Link: the assigned driver's signed link to the job, mailed through the outbox with the change. */
export async function sendDriverLink(db: Db, actor: Actor, body: unknown): Promise<{ url: string }> {
  const { jobId, driverId } = parseOrThrow(jobDriverSchema, body);
  let driver: { name: string; email: string } | undefined;
  let url = "";
  await transitionJob(db, {
    who: { kind: "user", actor },
    jobId,
    action: "send_link",
    check: async (job, tx) => {
      if (job.driverId === null) throw conflict("Assign a driver to this job before sending the link.");
      if (job.driverId !== driverId) throw conflict("This driver is not the one assigned to the job.");
      const [row] = await tx
        .select({ name: drivers.name, email: drivers.email, active: drivers.active })
        .from(drivers)
        .where(eq(drivers.id, driverId));
      if (!row) throw notFound("Driver not found.");
      if (!row.active) throw fieldError("driverId", DRIVER_INACTIVE);
      driver = row;
    },
    write: async (job, tx) => {
      const token = await signDriverLink({ jobId: job.id, driverId, v: job.linkVersion }, env().AUTH_SECRET);
      url = `${env().APP_URL}${driverLinkPath(job.id, driverId, token)}`;
      await enqueueMail(
        tx,
        linkMail({
          to: driver!.email,
          subject: `Your transport job #${job.id}`,
          intro: `Hello ${driver!.name}, you have been assigned job #${job.id}: ${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}. ${stopsOf(job)}`,
          linkText: "Open the job",
          url,
          outro: "Open this link on your phone to check in, share your location on the way and deliver.",
        }),
      );
    },
  });
  return { url };
}

const placeOf = (businessName: string, location: string) => (businessName ? `${businessName}, ${location}` : location);

/** When and where the driver picks the vehicle up and leaves it, in each place's own time: the mail alone should get him there. */
function stopsOf(job: Job): string {
  const pickupAt = formatDateAndTime(job.pickupDate, job.pickupTime, "a date still to be set", job.pickupTimezone);
  const dropoffAt = formatDateAndTime(job.dropoffDate, job.dropoffTime, "a date still to be set", job.dropoffTimezone);
  return (
    `Pickup: ${pickupAt} at ${placeOf(job.pickupBusinessName, job.pickupLocation)}. ` +
    `Drop-off: ${dropoffAt} at ${placeOf(job.dropoffBusinessName, job.dropoffLocation)}.`
  );
}
