import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, webhookEndpoints } from "@/db/schema";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { linkMail } from "@/lib/mail/send-mail";
import { backoffMs } from "@/lib/outbox/backoff";
import { enqueueMail } from "@/lib/outbox/outbox";

/** An endpoint whose every attempt failed this long is switched off (DECISIONS.md), and staff are told. */
export const SWITCH_OFF_AFTER_MS = 24 * 3600_000;

/** A delivery went through: the endpoint is well again, its deliveries no longer wait. */
export async function recordEndpointDelivered(db: Db, endpointId: number): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null, failures: 0, pausedUntil: null })
    .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
}

/**
 * A delivery failed: the endpoint's deliveries wait out its backoff (the outbox claims none of
 * them meanwhile), and once it has failed for a day it is switched off, in the same transaction
 * as the staff's mail saying so.
 */
export async function recordEndpointFailed(db: Db, endpointId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failures: sql`${webhookEndpoints.failures} + 1`, failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (!endpoint) return;
    const isDead = endpoint.active && Date.now() - endpoint.failingSince!.getTime() >= SWITCH_OFF_AFTER_MS;
    await tx
      .update(webhookEndpoints)
      .set({ pausedUntil: new Date(Date.now() + backoffMs(endpoint.failures)), ...(isDead ? { active: false } : {}) })
      .where(eq(webhookEndpoints.id, endpointId));
    if (!isDead) return;
    const staff = await tx
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(and(eq(users.active, true), isNotNull(users.passwordHash), inArray(users.role, [...STAFF_ROLES])));
    for (const to of staff) {
      const mail = linkMail({
        to: to.email,
        subject: "A webhook endpoint was switched off",
        intro: `Hello ${to.username}, the webhook endpoint ${endpoint.url} has not taken a delivery since ${endpoint.failingSince!.toISOString()}, so it was switched off: it gets no events until it is switched on again.`,
        linkText: "Open the webhook settings",
        url: `${env().APP_URL}/setting/webhooks`,
      });
      await enqueueMail(tx, mail, `webhook-off:${endpoint.id}:${endpoint.failingSince!.getTime()}:${to.email}`);
    }
  });
}
