import { INSPECTION_KINDS } from "@/lib/inspections/vocabulary";
import { DRIVER_PAGES_CACHE, driverWorkerScopes, jobStepUrls, linkOfPage } from "./offline-paths";

/** build.mjs writes the worker under this stable name; its route lets it control the driver routes. */
export const DRIVER_WORKER_URL = "/driver-assets/service-worker.js";

/**
 * After the page has loaded: the service worker registered for every driver route, and every step
 * of this job stored in the pages' cache, so each opens again without signal. A browser without
 * service workers (or Cache Storage) keeps working online as before.
 */
export async function prepareOffline(href: string): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  await Promise.all(driverWorkerScopes().map((scope) => navigator.serviceWorker.register(DRIVER_WORKER_URL, { scope })));
  const cache = await caches.open(DRIVER_PAGES_CACHE);
  await Promise.all([...jobStepUrls(href).map((url) => storeStep(cache, url)), keepInspections(href)]);
}

/**
 * The job's inspections as the server has them now, kept on the phone (IndexedDB): a check-in
 * begun without signal opens on them. One the job is not at yet is refused by the server and skipped.
 */
async function keepInspections(href: string): Promise<void> {
  const link = linkOfPage(href);
  if (!link) return;
  const { loadInspection } = await import("../inspection/inspection-api");
  await Promise.all(INSPECTION_KINDS.map((kind) => loadInspection({ ...link, kind }).catch(() => undefined)));
}

/**
 * One step's HTML under its own URL. A step that does not fit the job's state redirects: the page
 * it redirects to is stored under the step's URL (a navigation cannot use a redirected answer),
 * with its headers, so its CSP's nonce still matches its scripts.
 */
async function storeStep(cache: Cache, url: string): Promise<void> {
  const response = await fetch(url, { headers: { accept: "text/html" }, credentials: "same-origin" }).catch(() => null);
  if (!response?.ok || !response.headers.get("content-type")?.startsWith("text/html")) return;
  const copy = response.redirected
    ? new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers })
    : response;
  await cache.put(url, copy);
}
