import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { mailOptOuts, notificationPreferences } from "@/db/schema";
import { env } from "@/lib/env";
import { NOTIFICATION_EVENTS, type NotificationEvent } from "@/lib/events/events";

const hmac = (text: string) => createHmac("sha256", env().AUTH_SECRET).update(text).digest("base64url");
const sign = (userId: number, event: string) => hmac(`unsubscribe:${userId}:${event}`);
const signAddress = (address: string) => hmac(`unsubscribe-address:${address}`);
const normalized = (address: string) => address.trim().toLowerCase();

/** The signed one-click link of a mail: it switches that one event off for that one user. */
export function unsubscribeUrl(userId: number, event: NotificationEvent): string {
  const query = new URLSearchParams({ u: String(userId), e: event, t: sign(userId, event) });
  return `${env().APP_URL}/unsubscribe?${query}`;
}

/** The signed one-click link of a mail to an address that is no user's (a drop-off contact): it stops all mail to it. */
export function addressUnsubscribeUrl(address: string): string {
  const a = normalized(address);
  return `${env().APP_URL}/unsubscribe?${new URLSearchParams({ a, t: signAddress(a) })}`;
}

export type UnsubscribeRequest = { kind: "event"; userId: number; event: NotificationEvent } | { kind: "address"; address: string };

const isGenuine = (token: string, expected: string) => {
  const given = Buffer.from(token);
  return given.length === Buffer.byteLength(expected) && timingSafeEqual(given, Buffer.from(expected));
};

/** What a genuine link stops (a user's event, or all mail to an address), else null (a tampered or foreign link changes nothing). */
export function readUnsubscribe(params: URLSearchParams): UnsubscribeRequest | null {
  const address = params.get("a");
  if (address !== null) {
    const a = normalized(address);
    return a && isGenuine(params.get("t") ?? "", signAddress(a)) ? { kind: "address", address: a } : null;
  }
  const userId = Number(params.get("u"));
  const event = params.get("e") ?? "";
  const token = params.get("t") ?? "";
  if (!Number.isInteger(userId) || userId <= 0 || !(event in NOTIFICATION_EVENTS)) return null;
  if (!isGenuine(token, sign(userId, event))) return null;
  return { kind: "event", userId, event: event as NotificationEvent };
}

export async function optOutAddress(db: DbOrTx, address: string): Promise<void> {
  await db
    .insert(mailOptOuts)
    .values({ email: normalized(address) })
    .onConflictDoNothing();
}

export async function hasOptedOut(db: DbOrTx, address: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.email, normalized(address)));
  return row !== undefined;
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

/** What a genuine link asked for, done: the user's event switched off, or the address's mail stopped. */
export async function unsubscribe(db: DbOrTx, request: UnsubscribeRequest): Promise<void> {
  if (request.kind === "event") await setPreference(db, request.userId, request.event, false);
  else await optOutAddress(db, request.address);
}
