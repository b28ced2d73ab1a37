import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { trackingLinks, type Job } from "@/db/schema";
import { linkMail } from "@/lib/mail/send-mail";
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
 * Mails the receiver (the drop-off contact's e-mail, when the customer gave one) the link to
 * follow the vehicle, in the caller's transaction (DECISIONS.md "Notifications"). `moment`
 * names why: a link the customer just made, or the pickup; each is mailed once per link.
 */
export async function mailTrackingLink(tx: DbOrTx, job: Job, link: LinkRow, moment: "created" | "picked_up"): Promise<void> {
  if (!job.dropoffPocEmail) return;
  const vehicle = `${job.vehicleYear} ${job.vehicleMake} ${job.vehicleModel}`;
  const from = cityOf(job.pickupLocation) ?? "the pickup";
  const to = cityOf(job.dropoffLocation) ?? "you";
  const intro =
    moment === "picked_up"
      ? `Hello ${job.dropoffPocName}, the ${vehicle} coming to you was picked up in ${from} and is on its way to ${to}.`
      : `Hello ${job.dropoffPocName}, a ${vehicle} is being transported from ${from} to ${to} for you.`;
  const mail = linkMail({
    to: job.dropoffPocEmail,
    subject: moment === "picked_up" ? `Your ${vehicle} is on its way` : `Follow the delivery of your ${vehicle}`,
    intro,
    linkText: "Follow it here",
    url: trackingUrl(link),
    outro: "The page shows where the vehicle is while it travels and when it should arrive. The link ends 48 hours after delivery.",
  });
  await enqueueMail(tx, mail, `track:${link.id}:${moment}`);
}
