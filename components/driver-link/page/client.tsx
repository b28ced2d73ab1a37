/** The browser's half of a driver page: the server's HTML made live with the data it was rendered from. */
import { hydrate } from "preact";
import { useEffect, useState } from "react";
import { replayCarriedToasts } from "./carried-toasts";
import { ROOT_ELEMENT_ID, VIEW_ELEMENT_ID, type DriverView } from "@/lib/driver-link/page-view";
import { DriverApp } from "./driver-app";
import { setPageRefresh } from "./next-navigation";
import { startOutbox } from "../outbox/status";
import { prepareOffline } from "./offline";

let showView: ((view: DriverView) => void) | undefined;

function Root({ initial }: { initial: DriverView }) {
  const [view, setView] = useState(initial);
  useEffect(() => {
    showView = setView;
  }, []);
  return <DriverApp view={view} />;
}

/** router.refresh(): the page's data again from the server (JSON), rendered in place. */
setPageRefresh(async () => {
  const response = await fetch(window.location.href, { headers: { accept: "application/json" }, cache: "no-store" });
  const answer = (await response.json()) as { view?: DriverView; redirect?: string };
  if (answer.redirect) window.location.assign(answer.redirect);
  else if (answer.view && showView) showView(answer.view);
  else throw new Error(`The page's data could not be loaded (${response.status})`);
});

const data = document.getElementById(VIEW_ELEMENT_ID)?.textContent;
const root = document.getElementById(ROOT_ELEMENT_ID);
if (data && root) hydrate(<Root initial={JSON.parse(data) as DriverView} />, root);
try {
  replayCarriedToasts();
} catch {
  // No sessionStorage (a private tab may refuse it): the previous step's toast is not shown again.
}

// After the page has loaded, so the worker and the steps' copies never delay the first paint.
const whenLoaded = (run: () => void) => (document.readyState === "complete" ? run() : window.addEventListener("load", run, { once: true }));
whenLoaded(() => {
  startOutbox();
  prepareOffline(window.location.href).catch((error: unknown) => console.warn("The driver's pages are not kept for offline use", error));
});
