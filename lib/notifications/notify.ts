import { and, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers, inspections, notificationPreferences, users, type Job, type OutboxMail } from "@/db/schema";
import { env } from "@/lib/env";
import { formatDateAndTime } from "@/lib/format/dates";
import { escapeHtml } from "@/lib/format/html";
import { driverLinkPath, signDriverLink } from "@/lib/auth/driver-link-token";
import { linkMail } from "@/lib/mail/send-mail";
import { describeMissingItems, missingItemsOf } from "@/lib/inspections/claims";
import { enqueueMail } from "@/lib/outbox/outbox";
import { cityOf } from "@/lib/places/city";
import { enqueueWebhooks } from "@/lib/webhooks/emit";
import { DRIVER_EVENTS, EVENT_SENTENCES, NOTIFICATION_EVENTS, type NotificationEvent } from "@/lib/events/events";
import { newDamageLines } from "./new-damage-lines";
import { unsubscribeUrl } from "./unsubscribe";

type Recipient = { id: number; email: string; username: string };

/**
 * Who gets an event's mail: the job's requesting customer or every active staff user, less those
 * who switched it off and those invited who have not yet chosen a password (no account to open).
 */
async function recipientsOf(db: DbOrTx, job: Pick<Job, "customerId">, event: NotificationEvent): Promise<Recipient[]> {
  const audience = NOTIFICATION_EVENTS[event].audience;
  const optedOut = db
    .select({ one: sql`1` })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.event, event),
        eq(notificationPreferences.enabled, false),
      ),
    );
  return db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        isNotNull(users.passwordHash),
        audience === "customer" ? eq(users.id, job.customerId) : inArray(users.role, ["admin", "superadmin"]),
        notExists(optedOut),
      ),
    );
}

/** A place as mails name it: "Dallas, TX, 11/27/2026 10:00 AM CST", on the place's own clock. */
function placeLine(address: string, date: string | null, time: string | null, zone: string | null): string {
  return `${cityOf(address, { withRegion: true }) ?? address}, ${formatDateAndTime(date, time, "not set", zone)}`;
}

/** One mail layout for every event: what happened, the job, its places and times, a link, and the event's unsubscribe link. */
function eventMail(
  job: Job,
  event: NotificationEvent,
  to: Recipient,
  extra: { lines?: string[]; attachments?: OutboxMail["attachments"] } = {},
): OutboxMail {
  const { audience, label } = NOTIFICATION_EVENTS[event];
  const vehicle = `${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}`;
  const jobUrl = `${env().APP_URL}${audience === "staff" ? "/admin-jobs" : "/jobs"}/job-details/${job.id}`;
  const lines = [`Job #${job.id} (${vehicle}) ${EVENT_SENTENCES[event]}`, ...(extra.lines ?? []), ...placeLines(job)];
  const unsubscribe = unsubscribeUrl(to.id, event);
  const footer = `You get this e-mail for "${label}". Stop these e-mails: ${unsubscribe}`;
  return {
    to: to.email,
    subject: `Job #${job.id}: ${label.toLowerCase()}`,
    text: `Hello ${to.username},\n\n${lines.join("\n")}\n\nOpen the job: ${jobUrl}\n\n${footer}\n`,
    html:
      `<p>Hello ${escapeHtml(to.username)},</p>` +
      `<p>${lines.map(escapeHtml).join("<br>")}</p>` +
      `<p><a href="${escapeHtml(jobUrl)}">Open the job</a></p>` +
      `<p style="color:#666;font-size:12px">You get this e-mail for "${escapeHtml(label)}". <a href="${escapeHtml(unsubscribe)}">Stop these e-mails</a>.</p>`,
    attachments: extra.attachments,
    unsubscribe,
  };
}

const placeLines = (job: Job) => [
  `Pickup: ${placeLine(job.pickupLocation, job.pickupDate, job.pickupTime, job.pickupTimezone)}`,
  `Drop-off: ${placeLine(job.dropoffLocation, job.dropoffDate, job.dropoffTime, job.dropoffTimezone)}`,
];

/** The assigned driver's mail of an event about his trip: the new times and his link (the assignment's, so still valid). */
async function driverMail(tx: DbOrTx, job: Job, event: NotificationEvent): Promise<OutboxMail | null> {
  if (job.driverId === null) return null;
  const [driver] = await tx
    .select({ name: drivers.name, email: drivers.email, active: drivers.active })
    .from(drivers)
    .where(eq(drivers.id, job.driverId));
  if (!driver?.active) return null;
  const token = await signDriverLink({ jobId: job.id, driverId: job.driverId, v: job.linkVersion }, env().AUTH_SECRET);
  const vehicle = `${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}`;
  return linkMail({
    to: driver.email,
    subject: `Your transport job #${job.id}: ${NOTIFICATION_EVENTS[event].label.toLowerCase()}`,
    intro: [`Hello ${driver.name}, job #${job.id} (${vehicle}) ${EVENT_SENTENCES[event]}`, ...placeLines(job)].join("\n"),
    linkText: "Open the job",
    url: `${env().APP_URL}${driverLinkPath(job.id, job.driverId, token)}`,
    outro: "Open this link on your phone to check in, share your location on the way and deliver.",
  });
}

/**
 * Writes the events' mails and webhook deliveries to the outbox in the caller's transaction (the
 * change's own): a mail per recipient and a delivery per subscribed endpoint, keyed by event,
 * job and the change (`cause`, else the job's update time), so a retried change notifies once.
 */
export async function notifyJob(
  tx: DbOrTx,
  job: Job,
  events: readonly NotificationEvent[],
  options: { note?: string | null; lines?: string[]; attachments?: OutboxMail["attachments"]; cause?: string } = {},
) {
  const cause = options.cause ?? String(job.updatedAt.getTime());
  for (const event of events) {
    const lines = [...(await extraLines(tx, job, event, options.note ?? null)), ...(options.lines ?? [])];
    for (const to of await recipientsOf(tx, job, event)) {
      await enqueueMail(
        tx,
        eventMail(job, event, to, { lines, attachments: options.attachments }),
        `notify:${event}:${job.id}:${to.id}:${cause}`,
      );
    }
    const toDriver = DRIVER_EVENTS.includes(event) ? await driverMail(tx, job, event) : null;
    if (toDriver) await enqueueMail(tx, toDriver, `notify:${event}:${job.id}:driver-${job.driverId}:${cause}`);
    await enqueueWebhooks(tx, event, job, `${event}:${job.id}:${cause}`);
  }
}

async function extraLines(tx: DbOrTx, job: Job, event: NotificationEvent, note: string | null): Promise<string[]> {
  if (event === "driver_assigned" && job.driverId) {
    const [driver] = await tx.select({ name: drivers.name, phone: drivers.phone }).from(drivers).where(eq(drivers.id, job.driverId));
    if (!driver) return [];
    return [`Driver: ${driver.name}${job.sendDriverContactInfo ? `, ${driver.phone}` : ""}`];
  }
  if ((event === "job_cancelled" || event === "cancellation_requested" || event === "reschedule_requested") && note)
    return [`Reason: ${note}`];
  if (event === "job_rescheduled" && job.rescheduleReason) return [`Reason: ${job.rescheduleReason}`];
  if (event === "delivered" || event === "new_damage") {
    const [damages, missing] = await Promise.all([job.hasNewDamage ? newDamageLines(tx, job.id) : [], missingItemLines(tx, job.id)]);
    return [...damages, ...missing];
  }
  if (event === "missing_items") return missingItemLines(tx, job.id);
  return [];
}

/** The keys and loose items pickup recorded that the signed delivery lacks (claims.ts), in the delivered mails' words. */
async function missingItemLines(tx: DbOrTx, jobId: number): Promise<string[]> {
  const rows = await tx
    .select({ kind: inspections.kind, state: inspections.state, keys_count: inspections.keysCount, loose_items: inspections.looseItems })
    .from(inspections)
    .where(eq(inspections.jobId, jobId));
  const pickup = rows.find((r) => r.kind === "pickup");
  const delivery = rows.find((r) => r.kind === "delivery");
  if (!pickup || delivery?.state !== "signed") return [];
  return describeMissingItems(missingItemsOf(pickup, delivery));
}
