/// <reference lib="webworker" />
/**
 * The driver pages' service worker (issue 31): after the link was opened once with signal, every
 * step of that job opens again without it. Built by build.mjs as its own file
 * (/driver-assets/service-worker.js) and registered by client.tsx once per driver route, so it
 * controls the driver's pages and nothing of the office's. Caching by Workbox:
 * - the bundle's files (hashed names): precached from the build's file list, then cache-first;
 * - a driver page's HTML: network-first, the last copy of that URL without signal (the copy
 *   keeps its own Content-Security-Policy header, whose nonce is the one in its HTML);
 * - the GET calls and data a page asks for: network-first with the last answer as fallback;
 * - nothing that writes (Workbox routes GET only here): the link's writes wait in the phone's
 *   outbox (../outbox), which the page sends, and this worker too on Background Sync (the
 *   network returned while the page was closed).
 */
import { precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { isAnythingWaiting, kickOutbox, SYNC_TAG } from "../outbox/sender";
import { DRIVER_PAGES_CACHE, DRIVER_DATA_CACHE, isDriverPagePath } from "./offline-paths";

declare const self: ServiceWorkerGlobalScope;
/** The build's asset names, put here by build.mjs (esbuild's define). */
declare const __DRIVER_PRECACHE__: string[];

precacheAndRoute(__DRIVER_PRECACHE__.map((file) => ({ url: `/driver-assets/${file}`, revision: null })));

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Three seconds of a weak signal, then the copy on the phone.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isDriverPagePath(url.pathname),
  // The stored copy was asked for as text/html; a navigation's Accept differs (the page varies by Accept).
  new NetworkFirst({ cacheName: DRIVER_PAGES_CACHE, networkTimeoutSeconds: 3, matchOptions: { ignoreVary: true } }),
);
registerRoute(
  ({ request, url }) =>
    request.mode !== "navigate" && sameOrigin(url) && (url.pathname.startsWith("/api/") || isDriverPagePath(url.pathname)),
  new NetworkFirst({ cacheName: DRIVER_DATA_CACHE, networkTimeoutSeconds: 5 }),
);

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  // Still waiting after this drain: a rejection asks the browser to try the sync again later.
  sync.waitUntil(
    kickOutbox().then(async () => {
      if (await isAnythingWaiting()) throw new Error("The outbox still holds items: the browser tries again later.");
    }),
  );
});
