/**
 * What the outbox bar says, kept current: the link's kept items (from the phone's store), whether
 * a try is under way, whether the last try found no signal, and when the last item was accepted.
 */
import { useEffect, useState } from "react";
import { kickOutbox, onOutboxEvent, retryNow, SYNC_TAG } from "./sender";
import { lastSentAt, listItems, type OutboxItem } from "./store";

export type OutboxStatus = {
  waiting: Pick<OutboxItem, "seq" | "label" | "createdAt">[];
  refused: Pick<OutboxItem, "seq" | "label" | "message">[];
  isSending: boolean;
  isOffline: boolean;
  lastSentAt: string | null;
};

export const EMPTY_STATUS: OutboxStatus = { waiting: [], refused: [], isSending: false, isOffline: false, lastSentAt: null };

const KICK_EVERY_MS = 15_000;
let started = false;

/**
 * Starts the page's sender once: now, when the network returns, when the page shows again, every
 * 15 seconds while it is open, and through Background Sync where the browser offers it.
 */
export function startOutbox(): void {
  if (started || typeof window === "undefined" || !("indexedDB" in window)) return;
  started = true;
  window.addEventListener("online", () => void retryNow());
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && void kickOutbox());
  window.addEventListener("focus", () => void kickOutbox());
  window.setInterval(() => void kickOutbox(), KICK_EVERY_MS);
  onOutboxEvent((event) => {
    if (event.type === "offline" && event.on) void askBackgroundSync();
  });
  void kickOutbox();
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** The worker is woken to send when the network returns, even with the page closed (Chromium). */
async function askBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration(window.location.pathname)) as SyncRegistration | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No worker, or no Background Sync: the page's own tries go on.
  }
}

async function read(token: string): Promise<Pick<OutboxStatus, "waiting" | "refused" | "lastSentAt">> {
  const [items, sentAt] = await Promise.all([listItems(token), lastSentAt(token)]);
  return {
    waiting: items.filter((i) => i.state === "waiting").map(({ seq, label, createdAt }) => ({ seq, label, createdAt })),
    refused: items.filter((i) => i.state === "refused").map(({ seq, label, message }) => ({ seq, label, message })),
    lastSentAt: sentAt,
  };
}

/** The outbox as the bar shows it, for one link (null: the link in the page's address, e.g. on a link problem's page). */
export function useOutboxStatus(linkToken: string | null): OutboxStatus {
  const [status, setStatus] = useState<OutboxStatus>(EMPTY_STATUS);
  useEffect(() => {
    const token = linkToken ?? new URL(window.location.href).searchParams.get("token");
    if (!token || !("indexedDB" in window)) return;
    let live = true;
    const refresh = () =>
      void read(token).then(
        (kept) => live && setStatus((now) => ({ ...now, ...kept, isOffline: now.isOffline || !navigator.onLine })),
        () => undefined,
      );
    refresh();
    const offline = () => setStatus((now) => ({ ...now, isOffline: true }));
    const online = () => setStatus((now) => ({ ...now, isOffline: false }));
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    const stop = onOutboxEvent((event) => {
      if (event.type === "sending") setStatus((now) => ({ ...now, isSending: event.on }));
      else if (event.type === "offline") setStatus((now) => ({ ...now, isOffline: event.on || !navigator.onLine }));
      else refresh();
    });
    return () => {
      live = false;
      stop();
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [linkToken]);
  return status;
}
