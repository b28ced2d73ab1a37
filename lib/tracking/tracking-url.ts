import { env } from "@/lib/env";
import { signTrackingToken } from "./tracking-token";

/** The public page of INTERFACES.md, /track/{token}. */
export const trackingPath = (link: { id: number; jobId: number }) =>
  `/track/${signTrackingToken({ linkId: link.id, jobId: link.jobId }, env().AUTH_SECRET)}`;

export const trackingUrl = (link: { id: number; jobId: number }) => `${env().APP_URL}${trackingPath(link)}`;
