import { getDb } from "@/db/client";
import { escapeHtml } from "@/lib/format/html";
import { plainDocument, plainDocumentResponse } from "@/lib/format/plain-document";
import { NOTIFICATION_EVENTS } from "@/lib/events/events";
import { readUnsubscribe, unsubscribe, type UnsubscribeRequest } from "@/lib/notifications/unsubscribe";

const page = (title: string, body: string, status = 200) =>
  plainDocumentResponse(plainDocument({ title, body: `<section><h1>${escapeHtml(title)}</h1>${body}</section>` }), status);

const INVALID = () =>
  page("This link is not valid", "<p>Open the link from the e-mail again, or change your e-mails in Settings.</p>", 400);

const whatStops = (found: UnsubscribeRequest) =>
  found.kind === "event" ? `"${NOTIFICATION_EVENTS[found.event].label}" e-mails` : "e-mails about vehicles coming to you";

// GET /unsubscribe?u=&e=&t= (or ?a=&t=) — the signed link of a mail: asks to confirm (a link scanner following it changes nothing).
export async function GET(req: Request): Promise<Response> {
  const found = readUnsubscribe(new URL(req.url).searchParams);
  if (!found) return INVALID();
  return page(
    `Stop ${whatStops(found)}?`,
    `<form method="post"><button type="submit">Stop these e-mails</button></form>` +
      (found.kind === "event" ? `<p class="note">You can turn them on again in Settings.</p>` : ""),
  );
}

// POST /unsubscribe?u=&e=&t= (or ?a=&t=) — one click (RFC 8058's List-Unsubscribe-Post too): that event off for that user, or the address's mail.
export async function POST(req: Request): Promise<Response> {
  const found = readUnsubscribe(new URL(req.url).searchParams);
  if (!found) return INVALID();
  await unsubscribe(await getDb(), found);
  return page("Unsubscribed", `<p>You will no longer get ${escapeHtml(whatStops(found))}.</p>`);
}
