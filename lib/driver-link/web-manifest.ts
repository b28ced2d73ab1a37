import { DRIVER_PAGES } from "./paths";

/** The driver pages' header colour, as the installed link's title bar. */
export const DRIVER_THEME_COLOR = "#3d4fd1";

const START_PATH = new RegExp(`^/(${DRIVER_PAGES.join("|")})/jobId/\\d+/driver/\\d+\\?token=[^#\\s]+$`);

/**
 * The web app manifest of a driver's link (issue 31): installed, it opens the link the driver was
 * sent, standalone. Its scope is the site's root because the seven driver routes share no other
 * prefix; the service worker's own scopes are the driver routes alone. Null when `start` is not a
 * driver page's link.
 */
export function driverWebManifest(start: string | null) {
  if (!start || !START_PATH.test(start)) return null;
  return {
    name: "Vehicle Transport Jobs · Driver",
    short_name: "VTJ Driver",
    description: "The driver's link for one transport job: inspections, the trip and its documents.",
    id: start.slice(0, start.indexOf("?")),
    start_url: start,
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: DRIVER_THEME_COLOR,
    background_color: "#ffffff",
    icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}
