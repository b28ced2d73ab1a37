/**
 * The receiver's tracking page as one HTML document with its few styles inline and no script
 * at all: it opens on a phone from a mail or a message, so it carries nothing a first visit on a
 * slow network would wait for (a page of app/ would bring Next's and React's runtime).
 */
import { APP_ERROR } from "@/lib/app-error";
import { formatDateAndTime, formatDateTime } from "@/lib/format/dates";
import { escapeHtml } from "@/lib/format/html";
import { zoneAbbreviation } from "@/lib/places/time-zone";
import { AVERAGE_SPEED_MPH, type TrackingView } from "./public-view";

export const TRACKING_ENDED = "This tracking link has ended.";

const STYLE =
  "*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f4f5f7}" +
  "main{max-width:28rem;margin:0 auto;padding:1rem}.brand{margin:.25rem 0 1rem;font-size:.875rem;font-weight:600;color:#475569}" +
  "section{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin-bottom:1rem}" +
  "h1{margin:0;font-size:1.25rem;line-height:1.3}h2{margin:0 0 .75rem;font-size:1rem}p{margin:.5rem 0 0}" +
  ".status{display:inline-block;margin-top:.75rem;border-radius:999px;padding:.125rem .75rem;font-size:.875rem;font-weight:600;background:#e2e8f0}" +
  ".in_transit{background:#dbeafe;color:#1e3a8a}.delivered{background:#dcfce7;color:#14532d}.cancelled{background:#fee2e2;color:#7f1d1d}" +
  "dl{display:grid;grid-template-columns:1fr 1fr;gap:.75rem 1rem;margin:1rem 0 0}dl.one{grid-template-columns:1fr;margin:0}" +
  "dt{font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#64748b}dd{margin:.125rem 0 0;overflow-wrap:anywhere}" +
  ".note{font-size:.8125rem;color:#64748b}a{color:#1d4ed8}";

const ROBOTS = `<meta name="robots" content="noindex, nofollow"/><meta name="referrer" content="no-referrer"/>`;

function documentOf(options: { title: string; body: string }): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
    `<title>${escapeHtml(options.title)} · Vehicle Transport Jobs</title>${ROBOTS}` +
    `<link rel="icon" href="/icon.svg" type="image/svg+xml"/><style>${STYLE}</style></head>` +
    `<body><main><p class="brand">Vehicle Transport Jobs</p>${options.body}</main></body></html>`
  );
}

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
  return documentOf({ title: `Tracking: ${vehicle}`, body });
}

/** One page for every link that opens nothing: ended, revoked, unknown or tampered. */
export function endedDocument(): string {
  return documentOf({
    title: "Tracking ended",
    body:
      `<section><h1>${TRACKING_ENDED}</h1><p>Tracking links end 48 hours after delivery, when the job is cancelled, ` +
      `or when the sender turns them off. Please ask the sender for a new link if you still need one.</p></section>`,
  });
}

/** SPEC §8's fallback page. */
export function trackingErrorDocument(requestId: string): string {
  return documentOf({
    title: APP_ERROR.title,
    body: `<section role="alert"><h1>${escapeHtml(APP_ERROR.title)}</h1><p>${escapeHtml(APP_ERROR.text)}</p><p class="note">Request ${escapeHtml(requestId)}</p></section>`,
  });
}
