/**
 * The one HTML document of the pages served without scripts (the receiver's tracking page, the
 * mails' unsubscribe page): their few styles inline, nothing a first visit on a slow phone would
 * wait for (a page of app/ would bring Next's and React's runtime), kept out of search engines.
 */
import { escapeHtml } from "./html";

const STYLE =
  "*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;background:#f4f5f7}" +
  "main{max-width:28rem;margin:0 auto;padding:1rem}.brand{margin:.25rem 0 1rem;font-size:.875rem;font-weight:600;color:#475569}" +
  "section{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin-bottom:1rem}" +
  "h1{margin:0;font-size:1.25rem;line-height:1.3}h2{margin:0 0 .75rem;font-size:1rem}p{margin:.5rem 0 0}" +
  "button{font:inherit;margin-top:.75rem;padding:.5rem 1rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}" +
  ".status{display:inline-block;margin-top:.75rem;border-radius:999px;padding:.125rem .75rem;font-size:.875rem;font-weight:600;background:#e2e8f0}" +
  ".in_transit{background:#dbeafe;color:#1e3a8a}.delivered{background:#dcfce7;color:#14532d}.cancelled{background:#fee2e2;color:#7f1d1d}" +
  "dl{display:grid;grid-template-columns:1fr 1fr;gap:.75rem 1rem;margin:1rem 0 0}dl.one{grid-template-columns:1fr;margin:0}" +
  "dt{font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#64748b}dd{margin:.125rem 0 0;overflow-wrap:anywhere}" +
  ".note{font-size:.8125rem;color:#64748b}a{color:#1d4ed8}";

const HEAD_META =
  `<meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>` +
  `<meta name="robots" content="noindex, nofollow"/><meta name="referrer" content="no-referrer"/>`;

/** A whole page: the product's name above `body` (sections of HTML, already escaped), under `title`. */
export function plainDocument({ title, body }: { title: string; body: string }): string {
  return (
    `<!DOCTYPE html><html lang="en"><head>${HEAD_META}<title>${escapeHtml(title)} · Vehicle Transport Jobs</title>` +
    `<link rel="icon" href="/icon.svg" type="image/svg+xml"/><style>${STYLE}</style></head>` +
    `<body><main><p class="brand">Vehicle Transport Jobs</p>${body}</main></body></html>`
  );
}

/** The page as an answer: never cached (its address may carry a token), not indexed. */
export function plainDocumentResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
