import { createHmac, timingSafeEqual } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import { notificationPreferences } from "@/db/schema";
import { env } from "@/lib/env";
import { NOTIFICATION_EVENTS, type NotificationEvent } from "./events";

const sign = (userId: number, event: string) =>
  createHmac("sha256", env().AUTH_SECRET).update(`unsubscribe:${userId}:${event}`).digest("base64url");

/** The signed one-click link of a mail: it switches that one event off for that one user. */
export function unsubscribeUrl(userId: number, event: NotificationEvent): string {
  const query = new URLSearchParams({ u: String(userId), e: event, t: sign(userId, event) });
  return `${env().APP_URL}/unsubscribe?${query}`;
}

export type UnsubscribeRequest = { userId: number; event: NotificationEvent };

/** The user and event of a genuine link, else null (a tampered or foreign link changes nothing). */
export function readUnsubscribe(params: URLSearchParams): UnsubscribeRequest | null {
  const userId = Number(params.get("u"));
  const event = params.get("e") ?? "";
  const token = params.get("t") ?? "";
  if (!Number.isInteger(userId) || userId <= 0 || !(event in NOTIFICATION_EVENTS)) return null;
  const expected = Buffer.from(sign(userId, event));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, event: event as NotificationEvent };
}

export async function setPreference(db: DbOrTx, userId: number, event: NotificationEvent, enabled: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, event, enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.event],
      set: { enabled, updatedAt: new Date() },
    });
}
