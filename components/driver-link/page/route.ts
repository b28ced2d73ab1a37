import { randomUUID } from "node:crypto";
import { SCRIPTLESS_SUBMIT_SCRIPT } from "@/lib/forms/scriptless-submit";
import { getDb } from "@/db/client";
import { errorResponse } from "@/lib/api/respond";
import { APP_ERROR } from "@/lib/app-error";
import { escapeHtml } from "@/lib/format/html";
import { googleMapsApiKey } from "@/lib/maps/server-config";
import { loadDriverPage, serialized } from "@/lib/driver-link/load-driver-page";
import { driverBundle, type DriverBundle } from "./bundle";
import { ROOT_ELEMENT_ID, VIEW_ELEMENT_ID, type DriverView } from "@/lib/driver-link/page-view";
import type { DriverPage } from "@/lib/driver-link/paths";
import { getDriverTripDocuments } from "@/lib/driver-link/queries/driver-documents";
import { EXPENSE_STAGES } from "@/lib/driver-link/stage";
import { listDriverExpenses } from "@/lib/expenses/queries";
import { driverPickupStop } from "@/lib/pickup-arrivals/pickup-stop";
import { DRIVER_THEME_COLOR } from "@/lib/driver-link/web-manifest";

/** app/driver-assets: the bundle's files. */
const DRIVER_ASSETS_PATH = "/driver-assets";

type DriverRouteContext = { params: Promise<{ id: string; driverId: string }> };

// As Next answers a page rendered per request: the link's token is in the address.
const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * GET of a driver page (SPEC.md §2), the route.ts of each of the seven: the link checked as the
 * calls check it, a step that does not fit the job's state redirected to the one that does, then
 * the page rendered on the server with the driver's bundle (components/driver-link/page/build.mjs). Asked
 * for JSON (the page's router.refresh()), it answers the same data instead of the document.
 */
export function driverPageRoute(page: DriverPage) {
  return async function GET(req: Request, { params }: DriverRouteContext): Promise<Response> {
    const wantsJson = req.headers.get("accept")?.startsWith("application/json") ?? false;
    try {
      const { id, driverId } = await params;
      const db = await getDb();
      const data = await loadDriverPage(db, { page, id, driverId, token: new URL(req.url).searchParams.get("token") });
      if (data.ok && data.redirectTo) {
        if (wantsJson) return Response.json({ redirect: data.redirectTo }, { headers: { "Cache-Control": NO_STORE, Vary: "Accept" } });
        return new Response(null, { status: 307, headers: { Location: data.redirectTo, "Cache-Control": NO_STORE } });
      }
      const documents =
        data.ok && page === "upload-documents" && !data.job.isLinkExpired
          ? serialized(await getDriverTripDocuments(db, { jobId: data.jobId, isLinkExpired: false }))
          : null;
      const expenses =
        data.ok && EXPENSE_STAGES.includes(data.stage)
          ? serialized(await listDriverExpenses(db, { jobId: data.jobId, driverId: data.driverId }))
          : null;
      const pickupStop =
        data.ok && page === "ride-details" && data.stage === "ready" ? serialized(await driverPickupStop(db, data.jobId)) : null;
      const view: DriverView = {
        page,
        mapsApiKey: googleMapsApiKey() ?? null,
        screen: data.ok ? { ...data, documents, expenses, pickupStop } : data,
      };
      const status = data.ok ? 200 : data.status;
      if (wantsJson) return Response.json({ view }, { status, headers: { "Cache-Control": NO_STORE, Vary: "Accept" } });
      const html = driverDocument(
        await driverBundle(),
        view,
        req.headers.get("x-nonce"),
        new URL(req.url).pathname + new URL(req.url).search,
      );
      return new Response(html, {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": NO_STORE, Vary: "Accept" },
      });
    } catch (error) {
      if (wantsJson) return errorResponse(error);
      const requestId = randomUUID();
      console.error(`[driver page] unexpected error (request ${requestId})`, error);
      return new Response(errorDocument(requestId), {
        status: 500,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": NO_STORE },
      });
    }
  };
}

/** The data as JSON inside the page: no "<" may end its script element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The whole document: the bundle's files, the server's HTML, the data it was rendered from. */
export function driverDocument({ manifest, render }: DriverBundle, view: DriverView, nonce: string | null, startUrl?: string): string {
  const { html, title } = render(view);
  const asset = (file: string) => `${DRIVER_ASSETS_PATH}/${file}`;
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="Manage job requests, assign drivers, keep everything moving."/>` +
    // The pages carry the driver's link token: kept out of search engines.
    `<meta name="robots" content="noindex, nofollow"/>` +
    `<link rel="icon" href="/icon.svg" type="image/svg+xml"/>` +
    // Installable: the web app manifest opens the link the driver was sent (app/driver-manifest).
    (startUrl ? `<link rel="manifest" href="/driver-manifest?start=${encodeURIComponent(startUrl)}"/>` : "") +
    `<meta name="theme-color" content="${DRIVER_THEME_COLOR}"/>` +
    `<link rel="preload" href="${asset(manifest.font)}" as="font" type="font/woff2" crossorigin=""/>` +
    `<link rel="stylesheet" href="${asset(manifest.css)}"/>` +
    manifest.preload.map((file) => `<link rel="modulepreload" href="${asset(file)}"${nonceAttribute}/>`).join("") +
    // Before any other script: presses before hydration are kept, and forms are not sent by the browser.
    `<script${nonceAttribute}>${SCRIPTLESS_SUBMIT_SCRIPT}</script>` +
    `<script type="module" src="${asset(manifest.script)}"${nonceAttribute}></script>` +
    `</head><body><div id="${ROOT_ELEMENT_ID}">${html}</div>` +
    `<script type="application/json" id="${VIEW_ELEMENT_ID}"${nonceAttribute}>${scriptJson(view)}</script>` +
    `</body></html>`
  );
}

/** SPEC §8's fallback page, without the bundle, which may be what failed. */
const errorDocument = (requestId: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<title>${APP_ERROR.title} · Vehicle Transport Jobs</title><meta name="robots" content="noindex, nofollow"/></head>` +
  `<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1.5rem"><main role="alert">` +
  `<h1>${APP_ERROR.title}</h1><p>${APP_ERROR.text}</p><p><small>Request ${requestId}</small></p></main></body></html>`;
