import { useEffect, useState } from "react";

type WakeLockSentinelLike = { release(): Promise<void> };
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: "screen"): Promise<WakeLockSentinelLike> } };

/**
 * The screen kept awake while this is on the page (the inspection's steps), where the browser has
 * the Screen Wake Lock API. The browser drops the lock when the page is hidden: it is asked for
 * again when the page shows, and released when the inspection is left.
 */
export function KeepScreenAwake() {
  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let left = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      wakeLock.request("screen").then(
        (lock) => (left ? void lock.release() : (sentinel = lock)),
        () => undefined, // refused (battery saver, no user gesture yet): the screen sleeps as usual
      );
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      left = true;
      document.removeEventListener("visibilitychange", acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return null;
}

/** Above this share of the quota, the phone may drop what the link keeps for the way without signal. */
const NEARLY_FULL = 0.8;

/**
 * Asks once the link is opened that the phone keep this site's storage (the pages and what waits to
 * be sent), and says in one line when that storage is nearly full.
 */
export function StorageCare() {
  const [nearlyFull, setNearlyFull] = useState(false);
  useEffect(() => {
    const storage = navigator.storage;
    if (!storage) return;
    void storage
      .persisted?.()
      .then((kept) => (kept ? true : storage.persist?.()))
      .catch(() => undefined);
    void storage
      .estimate?.()
      .then(({ usage, quota }) => setNearlyFull(!!usage && !!quota && usage / quota > NEARLY_FULL))
      .catch(() => undefined);
  }, []);
  if (!nearlyFull) return null;
  return (
    <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      This phone&apos;s storage is nearly full: free some space so the photos can be kept until they are sent.
    </p>
  );
}
