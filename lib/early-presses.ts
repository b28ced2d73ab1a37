/**
 * What the page must do with presses from before any of the app's scripts run (server and client
 * share this module):
 * - the latest pointerdown and click anywhere are kept, so a press on a widget that had not
 *   hydrated yet is replayed once it has (components/ui/deferred.tsx);
 * - a form sent before its handler is attached is stopped. The app's forms are sent by their
 *   scripts (onSubmit); sent by the browser, such a form, without action or method, would load
 *   the page again with every field, the password too, in the address (and so in the history and
 *   the server's logs). A form meant for the browser or React to send has an action or a method
 *   (a server action's form, `method="get"`) and is left alone.
 */
export type Press = { target: EventTarget | null; event: Event };
export type LatestPresses = { pointerdown?: Press; click?: Press };

const KEY = "__vtjPresses";
const TYPES = ["pointerdown", "click"] as const;

/** Inline in the document's head (with the CSP nonce), so all of this holds from the first paint. */
export const EARLY_PRESSES_SCRIPT =
  `(function(){var l=window.${KEY}={};${JSON.stringify(TYPES)}.forEach(function(t){document.addEventListener(t,function(e){l[t]={target:e.target,event:e}},true)});` +
  `document.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&!f.hasAttribute("action")&&!f.hasAttribute("method"))e.preventDefault()},true)})();`;

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
