/**
 * The seven driver pages of SPEC.md §2. Every page and call carries the link token as ?token=,
 * so the flow works on a phone without a session. Pure: the pages and the browser use it.
 */
export const DRIVER_PAGES = [
  "ride-details",
  "ride-detail",
  "start-pickup",
  "trip-starts",
  "end-pickup",
  "delivery-completed",
  "upload-documents",
] as const;

export type DriverPage = (typeof DRIVER_PAGES)[number];

export type DriverPathInput = { jobId: number; driverId: number; token: string };

/** /{page}/jobId/{id}/driver/{driverId}?token=… */
export function driverPagePath(page: DriverPage, { jobId, driverId, token }: DriverPathInput): string {
  return `/${page}/jobId/${jobId}/driver/${driverId}?token=${encodeURIComponent(token)}`;
}

/** A stored file's link as the driver's browser loads it: the files route accepts the link token. */
export function driverFileUrl(location: string, token: string): string {
  const separator = location.includes("?") ? "&" : "?";
  return `${location}${separator}token=${encodeURIComponent(token)}`;
}
