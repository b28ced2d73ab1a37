import { renderToString } from "preact-render-to-string";
import type { DriverView } from "@/lib/driver-link/page-view";
import { DriverApp, driverPageTitle } from "./driver-app";

export type { DriverView } from "@/lib/driver-link/page-view";

/** The server's half of a driver page (components/driver-link/page/bundle.ts loads it): its HTML and title. */
export function renderDriverPage(view: DriverView): { html: string; title: string } {
  return { html: renderToString(<DriverApp view={view} />), title: driverPageTitle(view.page) };
}
