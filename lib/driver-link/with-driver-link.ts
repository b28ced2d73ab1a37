import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { withPublic } from "@/lib/api/handler";
import { assertLinkToken, assertWritable, linkTokenOf, verifyDriverLink, type DriverLink } from "./verify-link";

/** What a driver route may do with its link: read (on after the link expires), or write too. */
export type DriverAccess = { write: boolean };

export type DriverRouteInput = {
  req: NextRequest;
  token: string;
  /**
   * The link checked against the job and driver the call names (verifyDriverLink), and, for a
   * route declared `write: true`, refused when it no longer allows writes (assertWritable).
   */
  verifyLink(ids: { jobId: number; driverId?: number }): Promise<DriverLink>;
};

/**
 * A driver call: no session, the link token instead (`?token=` or Bearer). A call without a
 * genuine token is refused (401) before its body is read. Every route declares its access, so a
 * writing route cannot forget the check: `withDriverLink({ write: true }, handler)`.
 */
export function withDriverLink(access: DriverAccess, handler: (input: DriverRouteInput) => Promise<Response>) {
  return withPublic(async ({ req }) => {
    const token = await assertLinkToken(linkTokenOf(req));
    const verifyLink = async (ids: { jobId: number; driverId?: number }) => {
      const verified = await verifyDriverLink(await getDb(), { token, ...ids });
      if (access.write) assertWritable(verified);
      return verified;
    };
    return handler({ req, token, verifyLink });
  });
}
