import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { preparedQuery } from "@/db/prepared-query";
import { drivers, jobs } from "@/db/schema";
import { AppError, forbidden, unauthenticated } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { judgeDriverLink, LINK_MESSAGES, readDriverLink } from "@/lib/auth/driver-link-token";

/** What a genuine link token names: its job, its driver and the version of that assignment. */
export type LinkClaim = { jobId: number; driverId: number; version: number };

/** A verified driver link: the job and driver it is bound to, and whether only reads remain. */
export type DriverLink = LinkClaim & { isLinkExpired: boolean };

/** The link token of a driver call: `?token=` (the page's own), else `Authorization: Bearer`. */
export function linkTokenOf(req: Request): string | null {
  const fromQuery = new URL(req.url).searchParams.get("token");
  if (fromQuery) return fromQuery;
  const header = req.headers.get("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || null;
  return null;
}

export type VerifyLinkInput = {
  token: string | null | undefined;
  jobId: number;
  /** The driver the call names; the token's own driver when the call names none (job-details-driver). */
  driverId?: number;
  now?: Date;
};

/**
 * The one check of every driver call and page (DECISIONS.md): a missing or tampered token is
 * 401; a token of another job or driver, or a revoked one (reassigned, cancelled, inactive
 * driver), is 403. An expired link still reads (isLinkExpired); writes call assertWritable.
 */
export async function verifyDriverLink(db: DbOrTx, input: VerifyLinkInput): Promise<DriverLink> {
  const claims = await readDriverLink(input.token, env().AUTH_SECRET);
  if (!claims) throw unauthenticated(LINK_MESSAGES.invalid);
  const path = { jobId: input.jobId, driverId: input.driverId ?? claims.driverId };
  const [row] = await linkJobQuery(db).execute({ jobId: path.jobId });
  const verdict = judgeDriverLink({
    claims,
    path,
    job: row ?? null,
    driverActive: row?.driverActive === true,
    now: input.now ?? new Date(),
  });
  if (!verdict.ok) {
    throw verdict.status === 401 ? unauthenticated(verdict.message) : forbidden(verdict.message);
  }
  return { jobId: path.jobId, driverId: path.driverId, version: claims.v, isLinkExpired: verdict.isLinkExpired };
}

/**
 * The claim of a genuine token for the job and driver a call names, not yet checked against
 * the job: only for a statement that checks it itself (as record-location.ts's does), else null.
 */
export async function claimOf(input: VerifyLinkInput): Promise<LinkClaim | null> {
  const claims = await readDriverLink(input.token, env().AUTH_SECRET);
  if (!claims || claims.jobId !== input.jobId || claims.driverId !== input.driverId) return null;
  return { jobId: claims.jobId, driverId: claims.driverId, version: claims.v };
}

/** The job's side of a link check (with its driver's state): every driver call reads it. */
function linkJobQuery(db: DbOrTx) {
  return preparedQuery(db, "driver_link_job", (name) =>
    db
      .select({
        id: jobs.id,
        driverId: jobs.driverId,
        linkVersion: jobs.linkVersion,
        requestStatus: jobs.requestStatus,
        deliveredAt: jobs.deliveredAt,
        driverActive: drivers.active,
      })
      .from(jobs)
      .leftJoin(drivers, eq(drivers.id, jobs.driverId))
      .where(eq(jobs.id, sql.placeholder("jobId")))
      .limit(1)
      .prepare(name),
  );
}

/** Writes stop 48 hours after delivery; reads go on (DECISIONS.md). */
export function assertWritable(link: DriverLink): void {
  if (link.isLinkExpired) throw new AppError("FORBIDDEN", LINK_MESSAGES.expired);
}

/** Fails fast (401) on a call without a genuine link token, before its body is read. */
export async function assertLinkToken(token: string | null): Promise<string> {
  if (!token || !(await readDriverLink(token, env().AUTH_SECRET))) throw unauthenticated(LINK_MESSAGES.invalid);
  return token;
}
