import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { plainDocumentResponse } from "@/lib/format/plain-document";
import { endedDocument, trackingDocument, trackingErrorDocument } from "./tracking-document";
import { resolveTrackingLink } from "./resolve-tracking-link";

type TrackRouteContext = { params: Promise<{ token: string }> };

/** GET /track/{token} (app/track/[token]/route.ts): the public view, or the page that says the link ended (404). */
export async function trackingPage(_req: Request, { params }: TrackRouteContext): Promise<Response> {
  try {
    const now = new Date();
    const view = await resolveTrackingLink(await getDb(), (await params).token, now);
    if (!view) return plainDocumentResponse(endedDocument(), 404);
    return plainDocumentResponse(trackingDocument(view, now));
  } catch (error) {
    const requestId = randomUUID();
    console.error(`[tracking page] unexpected error (request ${requestId})`, error);
    return plainDocumentResponse(trackingErrorDocument(requestId), 500);
  }
}
