import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { notificationPreferences } from "@/db/schema";
import { fieldError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { isStaff } from "@/lib/auth/roles";
import { NOTIFICATION_EVENT_IDS, NOTIFICATION_EVENTS, type NotificationEvent } from "@/lib/events/events";
import type { NotificationPreferencesInput } from "./schemas";
import { setPreference } from "./unsubscribe";

export type NotificationPreference = { event: NotificationEvent; label: string; enabled: boolean };

/** The events a user can hear of: a customer's own jobs', or the staff's. */
export const eventsFor = (actor: Pick<Actor, "role">): NotificationEvent[] =>
  NOTIFICATION_EVENT_IDS.filter((e) => NOTIFICATION_EVENTS[e].audience === (isStaff(actor.role) ? "staff" : "customer"));

/** Each of the user's events, on unless they switched it off (here or through a mail's unsubscribe link). */
export async function preferencesOf(db: Db, actor: Actor): Promise<NotificationPreference[]> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, actor.id));
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.event));
  return eventsFor(actor).map((event) => ({ event, label: NOTIFICATION_EVENTS[event].label, enabled: !off.has(event) }));
}

/** PUT update-notification-preferences: the listed events on, the user's others off. */
export async function updatePreferences(db: Db, actor: Actor, input: NotificationPreferencesInput): Promise<NotificationPreference[]> {
  const mine = eventsFor(actor);
  const foreign = input.enabled.find((e) => !mine.includes(e));
  if (foreign) throw fieldError("enabled", `"${NOTIFICATION_EVENTS[foreign].label}" is not an e-mail your role receives.`);
  await db.transaction(async (tx) => {
    for (const event of mine) await setPreference(tx, actor.id, event, input.enabled.includes(event));
  });
  return preferencesOf(db, actor);
}
