/**
 * The receiver's tracking page, in the script-free pages' one document (lib/format/plain-document.ts):
 * it opens on a phone from a mail or a message.
 */
import { APP_ERROR } from "@/lib/app-error";
import { formatDateAndTime, formatDateTime } from "@/lib/format/dates";
import { escapeHtml } from "@/lib/format/html";
import { plainDocument } from "@/lib/format/plain-document";
import { zoneAbbreviation } from "@/lib/places/time-zone";
import { AVERAGE_SPEED_MPH, type TrackingView } from "./public-view";

export const TRACKING_ENDED = "This tracking link has ended.";

const item = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
const text = (value: string | null, fallback = "-") => escapeHtml(value ?? fallback);

/** A moment on the drop-off's clock, with its zone: "3/5/2026 4:40 PM CST". */
function atDropoff(at: Date, zone: string | null): string {
  return formatDateTime(at, "-", zone ?? "UTC");
}

function whereSection(view: TrackingView): string {
  if (view.status !== "in_transit") return "";
  if (!view.position) return `<section><h2>On the way</h2><p>The driver has not shared a position yet.</p></section>`;
  const { lat, lng, at, near } = view.position;
  const shown = near ? `Near ${escapeHtml(near)}` : `${lat.toFixed(2)}, ${lng.toFixed(2)}`;
  const map = `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(2)},${lng.toFixed(2)}`;
  const since = at ? `<br/><span class="note">As of ${escapeHtml(atDropoff(at, view.zone))}</span>` : "";
  return (
    `<section><h2>On the way</h2><dl class="one">` +
    item("Approximate position", `${shown} · <a href="${escapeHtml(map)}" rel="noreferrer">Open in Maps</a>${since}`) +
    item("Estimated arrival", view.eta ? escapeHtml(atDropoff(view.eta, view.zone)) : "-") +
    `</dl><p class="note">An estimate: the straight-line distance from the position shown, at an average ${AVERAGE_SPEED_MPH} mph. ` +
    `The position is rounded to about a kilometre.</p></section>`
  );
}

function deliverySection(view: TrackingView): string {
  if (view.deliveredAt)
    return `<section><dl class="one">${item("Delivered", escapeHtml(atDropoff(view.deliveredAt, view.zone)))}</dl></section>`;
  if (!view.scheduledDelivery) return "";
  const { date, time } = view.scheduledDelivery;
  return `<section><dl class="one">${item("Scheduled delivery", escapeHtml(formatDateAndTime(date, time, "-", view.zone)))}</dl></section>`;
}

export function trackingDocument(view: TrackingView, now: Date): string {
  const { year, make, model, vinLast4 } = view.vehicle;
  const vehicle = `${year} ${make} ${model}`;
  const zone = view.zone ? ` (${escapeHtml(zoneAbbreviation(view.zone, now))})` : " (UTC)";
  // A link to the page itself rather than a timed reload (axe: a page must not refresh under its
  // reader), and no script: the page stays one small document.
  const refresh = view.status === "in_transit" ? ` <a href="">Refresh</a> for the latest position.` : "";
  const body =
    `<section><h1>${escapeHtml(vehicle)}</h1><p class="note">VIN ending in ${escapeHtml(vinLast4)}</p>` +
    `<span class="status ${view.status}" role="status">${escapeHtml(view.statusTitle)}</span>` +
    `<dl>${item("From", text(view.pickupCity))}${item("To", text(view.dropoffCity))}</dl></section>` +
    whereSection(view) +
    deliverySection(view) +
    `<p class="note">Times are at the drop-off${zone}.${refresh}</p>`;
  return plainDocument({ title: `Tracking: ${vehicle}`, body });
}

/** One page for every link that opens nothing: ended, revoked, unknown or tampered. */
export function endedDocument(): string {
  return plainDocument({
    title: "Tracking ended",
    body:
      `<section><h1>${TRACKING_ENDED}</h1><p>Tracking links end 48 hours after delivery, when the job is cancelled, ` +
      `or when the sender turns them off. Please ask the sender for a new link if you still need one.</p></section>`,
  });
}

/** SPEC §8's fallback page. */
export function trackingErrorDocument(requestId: string): string {
  return plainDocument({
    title: APP_ERROR.title,
    body: `<section role="alert"><h1>${escapeHtml(APP_ERROR.title)}</h1><p>${escapeHtml(APP_ERROR.text)}</p><p class="note">Request ${escapeHtml(requestId)}</p></section>`,
  });
}
