import { getDb } from "@/db/client";
import { escapeHtml } from "@/lib/format/html";
import { NOTIFICATION_EVENTS } from "@/lib/notifications/events";
import { readUnsubscribe, unsubscribe, type UnsubscribeRequest } from "@/lib/notifications/unsubscribe";

const page = (title: string, body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
      `<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>${body}</body></html>`,
    { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } },
  );

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
    `<form method="post"><button type="submit" style="font:inherit;padding:.5rem 1rem">Stop these e-mails</button></form>` +
      (found.kind === "event" ? `<p style="color:#555">You can turn them on again in Settings.</p>` : ""),
  );
}

// POST /unsubscribe?u=&e=&t= (or ?a=&t=) — one click (RFC 8058's List-Unsubscribe-Post too): that event off for that user, or the address's mail.
export async function POST(req: Request): Promise<Response> {
  const found = readUnsubscribe(new URL(req.url).searchParams);
  if (!found) return INVALID();
  await unsubscribe(await getDb(), found);
  return page("Unsubscribed", `<p>You will no longer get ${escapeHtml(whatStops(found))}.</p>`);
}
