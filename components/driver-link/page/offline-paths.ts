import { DRIVER_PAGES, type DriverPage } from "@/lib/driver-link/paths";

/** Cache Storage names shared by the page (pre-caching a job's steps) and the service worker. */
export const DRIVER_PAGES_CACHE = "driver-pages-v1";
export const DRIVER_DATA_CACHE = "driver-data-v1";

/** /{page}/jobId/{id}/driver/{driverId}: the shape of every driver page's path. */
const PAGE_PATH = /^\/([a-z-]+)\/jobId\/(\d+)\/driver\/(\d+)$/;

export const isDriverPagePath = (pathname: string) => {
  const match = PAGE_PATH.exec(pathname);
  return !!match && (DRIVER_PAGES as readonly string[]).includes(match[1]);
};

/** The service worker's scopes: one per driver route, so no office page is under it. */
export const driverWorkerScopes = () => DRIVER_PAGES.map((page) => `/${page}/`);

/** Every step's URL of the job the page at `href` shows (same link token), this one included. */
export function jobStepUrls(href: string): string[] {
  const url = new URL(href);
  const match = PAGE_PATH.exec(url.pathname);
  if (!match) return [];
  return DRIVER_PAGES.map((page: DriverPage) => `/${page}/jobId/${match[2]}/driver/${match[3]}${url.search}`);
}

/** The job, driver and link token of the driver page at `href`, or null for another address. */
export function linkOfPage(href: string): { jobId: number; driverId: number; token: string } | null {
  const url = new URL(href);
  const match = PAGE_PATH.exec(url.pathname);
  const token = url.searchParams.get("token");
  return match && token ? { jobId: Number(match[2]), driverId: Number(match[3]), token } : null;
}
