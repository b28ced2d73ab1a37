import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { endedDocument, trackingDocument, trackingErrorDocument } from "./tracking-document";
import { resolveTrackingLink } from "./resolve-tracking-link";

type TrackRouteContext = { params: Promise<{ token: string }> };

// The token is in the address: nothing keeps a copy, and search engines leave it out.
const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** GET /track/{token} (app/track/[token]/route.ts): the public view, or the page that says the link ended (404). */
export async function trackingPage(_req: Request, { params }: TrackRouteContext): Promise<Response> {
  try {
    const now = new Date();
    const view = await resolveTrackingLink(await getDb(), (await params).token, now);
    if (!view) return new Response(endedDocument(), { status: 404, headers: HEADERS });
    return new Response(trackingDocument(view, now), { status: 200, headers: HEADERS });
  } catch (error) {
    const requestId = randomUUID();
    console.error(`[tracking page] unexpected error (request ${requestId})`, error);
    return new Response(trackingErrorDocument(requestId), { status: 500, headers: HEADERS });
  }
}
