/**
 * The driver's link: a token signed with the app secret (HMAC, HS256) and bound to one job
 * and one driver. It is valid while the job is assigned to that driver (at the version of that
 * assignment), the job is not cancelled and the driver is active; until 48 hours after
 * delivery it allows writes, after that only reads (isLinkExpired). Whatever the job, a link
 * works LINK_LIFETIME_SECONDS from when it was sent; sending it again gives a new one.
 */
import { z } from "zod";
import { signJwt, verifyJwt } from "@/lib/auth/jwt";
import type { JobStatus } from "@/lib/jobs/statuses";

export const LINK_AUDIENCE = "driver-link";
export const DOCUMENT_WINDOW_MS = 48 * 60 * 60 * 1000;
export const LINK_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const claimsSchema = z.object({ jobId: z.number().int(), driverId: z.number().int(), v: z.number().int(), iat: z.number() });
export type DriverLinkClaims = Omit<z.infer<typeof claimsSchema>, "iat">;

export async function signDriverLink(claims: DriverLinkClaims, secret: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, aud: LINK_AUDIENCE, iat, exp: iat + LINK_LIFETIME_SECONDS }, secret);
}

/** The claims of a genuine link token, or null (missing, malformed, tampered, foreign). */
export async function readDriverLink(token: string | null | undefined, secret: string): Promise<DriverLinkClaims | null> {
  if (!token) return null;
  try {
    const claims = claimsSchema.safeParse(verifyJwt(token, secret, { audience: LINK_AUDIENCE }));
    // The ceiling is read from iat too: links sent before they carried an exp end as well.
    if (!claims.success || claims.data.iat + LINK_LIFETIME_SECONDS <= Date.now() / 1000) return null;
    const { jobId, driverId, v } = claims.data;
    return { jobId, driverId, v };
  } catch {
    return null;
  }
}

export type LinkJobState = {
  id: number;
  driverId: number | null;
  linkVersion: number;
  requestStatus: JobStatus;
  deliveredAt: Date | null;
};

export type LinkVerdict = { ok: true; isLinkExpired: boolean } | { ok: false; status: 401 | 403 | 404; message: string };

export const LINK_MESSAGES = {
  invalid: "This link is not valid. Please ask your dispatcher for a new one.",
  otherJob: "This link belongs to another job or driver.",
  revoked: "This link is no longer valid: the job was reassigned or cancelled. Please contact your dispatcher.",
  expired: "This link has expired: trip documents could be uploaded until 48 hours after delivery.",
} as const;

/**
 * Decides a link for the job and driver of the page (path) against the job's state now.
 * DECISIONS.md: missing or tampered 401; another job or driver, or revoked, 403.
 */
export function judgeDriverLink(input: {
  claims: DriverLinkClaims | null;
  path: { jobId: number; driverId: number };
  job: LinkJobState | null;
  driverActive: boolean;
  now: Date;
}): LinkVerdict {
  const { claims, path, job, driverActive, now } = input;
  if (!claims) return { ok: false, status: 401, message: LINK_MESSAGES.invalid };
  if (claims.jobId !== path.jobId || claims.driverId !== path.driverId) {
    return { ok: false, status: 403, message: LINK_MESSAGES.otherJob };
  }
  if (!job) return { ok: false, status: 403, message: LINK_MESSAGES.revoked };
  if (job.driverId !== claims.driverId || job.linkVersion !== claims.v || job.requestStatus === "cancelled" || !driverActive) {
    return { ok: false, status: 403, message: LINK_MESSAGES.revoked };
  }
  const isLinkExpired =
    job.requestStatus === "delivered" && job.deliveredAt !== null && now.getTime() > job.deliveredAt.getTime() + DOCUMENT_WINDOW_MS;
  return { ok: true, isLinkExpired };
}

/** The page a link opens (SPEC.md §2, the driver's first screen). */
export function driverLinkPath(jobId: number, driverId: number, token: string): string {
  return `/ride-details/jobId/${jobId}/driver/${driverId}?token=${encodeURIComponent(token)}`;
}
