import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { outboxMessages, trackingLinks, type Job } from "@/db/schema";
import { hit, type Limit } from "@/lib/api/rate-limit";
import { linkMail } from "@/lib/mail/send-mail";
import { addressUnsubscribeUrl, hasOptedOut } from "@/lib/notifications/unsubscribe";
import { enqueueMail } from "@/lib/outbox/outbox";
import { cityOf } from "@/lib/places/city";
import { trackingUrl } from "./tracking-url";

type LinkRow = { id: number; jobId: number };

/** The job's live tracking link, made when it has none (the caller holds the job's row lock). */
export async function liveTrackingLink(tx: DbOrTx, jobId: number, createdBy: number | null): Promise<{ link: LinkRow; isNew: boolean }> {
  const [live] = await tx
    .select({ id: trackingLinks.id, jobId: trackingLinks.jobId })
    .from(trackingLinks)
    .where(and(eq(trackingLinks.jobId, jobId), isNull(trackingLinks.revokedAt)));
  if (live) return { link: live, isNew: false };
  const [link] = await tx
    .insert(trackingLinks)
    .values({ jobId, createdBy })
    .returning({ id: trackingLinks.id, jobId: trackingLinks.jobId });
  return { link: link!, isNew: true };
}

/**
 * The receiver is someone the customer names, not a user who asked for mail: at most this many
 * tracking mails (a link made, the pickup, an address corrected) per job a day, and per company
 * an hour, counted in the database (lib/api/rate-limit.ts) whatever the job's address.
 */
export const TRACKING_MAIL_LIMITS = {
  job: { max: 3, windowMs: 24 * 3600_000 },
  company: { max: 20, windowMs: 3600_000 },
} satisfies Record<string, Limit>;

/** Whether this mail may go: not the same one again, not to an address that said stop, within the limits. */
async function mayMail(tx: DbOrTx, job: Job, address: string, key: string): Promise<boolean> {
  const [sent] = await tx.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key));
  if (sent || (await hasOptedOut(tx, address))) return false;
  // Counted only for a mail that would go; over a limit the mail is left out, never the change that caused it.
  const perJob = await hit(tx, `tracking-mail:job:${job.id}`, TRACKING_MAIL_LIMITS.job);
  const perCompany = await hit(tx, `tracking-mail:company:${job.companyId}`, TRACKING_MAIL_LIMITS.company);
  return perJob.count <= TRACKING_MAIL_LIMITS.job.max && perCompany.count <= TRACKING_MAIL_LIMITS.company.max;
}

/**
 * Mails the receiver (the drop-off contact's e-mail, when the customer gave one) the link to
 * follow the vehicle, in the caller's transaction (DECISIONS.md "Notifications"). `moment`
 * names why: a link the customer just made, or the pickup; each is mailed once per job and
 * address (a revoked and remade link is not mailed again unless the address changed), within
 * TRACKING_MAIL_LIMITS, with a link that stops all such mail to the address.
 */
export async function mailTrackingLink(tx: DbOrTx, job: Job, link: LinkRow, moment: "created" | "picked_up"): Promise<void> {
  const recipient = job.dropoffPocEmail?.trim();
  if (!recipient) return;
  const address = recipient.toLowerCase();
  const key = `track:${job.id}:${moment}:${address}`;
  if (!(await mayMail(tx, job, address, key))) return;
  const vehicle = `${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}`;
  const from = cityOf(job.pickupLocation, { withRegion: true }) ?? "the pickup";
  const to = cityOf(job.dropoffLocation, { withRegion: true }) ?? "you";
  const intro =
    moment === "picked_up"
      ? `Hello ${job.dropoffPocName}, the ${vehicle} coming to you was picked up in ${from} and is on its way to ${to}.`
      : `Hello ${job.dropoffPocName}, a ${vehicle} is being transported from ${from} to ${to} for you.`;
  const unsubscribe = addressUnsubscribeUrl(address);
  const mail = linkMail({
    to: recipient,
    subject: moment === "picked_up" ? `Your ${vehicle} is on its way` : `Follow the delivery of your ${vehicle}`,
    intro,
    linkText: "Follow it here",
    url: trackingUrl(link),
    outro: `The page shows where the vehicle is while it travels and when it should arrive. The link ends 48 hours after delivery.\n\nYou get this e-mail because you were named to receive the vehicle. Stop these e-mails: ${unsubscribe}`,
  });
  await enqueueMail(tx, { ...mail, unsubscribe }, key);
}
