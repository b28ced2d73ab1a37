/**
 * The latest pointerdown and click anywhere in the page, kept from before any of the app's
 * scripts run: a press on a widget that had not hydrated yet is replayed once it has
 * (components/ui/deferred.tsx). Server and client share this module.
 */
export type Press = { target: EventTarget | null; event: Event };
export type LatestPresses = { pointerdown?: Press; click?: Press };

const KEY = "__vtjPresses";
const TYPES = ["pointerdown", "click"] as const;

/** Inline in the document's head (with the CSP nonce), so presses are kept from the first paint. */
export const RECORD_PRESSES_SCRIPT = `(function(){var l=window.${KEY}={};${JSON.stringify(TYPES)}.forEach(function(t){document.addEventListener(t,function(e){l[t]={target:e.target,event:e}},true)})})();`;

type WithPresses = typeof globalThis & { [KEY]?: LatestPresses };

/** The presses the inline script keeps; where it did not run, kept from now on. */
export function latestPresses(): LatestPresses {
  const page = globalThis as WithPresses;
  if (!page[KEY]) {
    const latest: LatestPresses = (page[KEY] = {});
    for (const type of TYPES) document.addEventListener(type, (event) => (latest[type] = { target: event.target, event }), true);
  }
  return page[KEY];
}
