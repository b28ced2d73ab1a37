import type { NextRequest } from "next/server";
import { withPublic } from "@/lib/api/handler";
import { assertLinkToken, linkTokenOf } from "./verify-link";

export type DriverRouteInput = { req: NextRequest; token: string };

/**
 * A driver call: no session, the link token instead (`?token=` or Bearer). A call without a
 * genuine token is refused (401) before its body is read; the handler then checks the token
 * against the job and driver it names (verifyDriverLink).
 */
export function withDriverLink(handler: (input: DriverRouteInput) => Promise<Response>) {
  return withPublic(async ({ req }) => handler({ req, token: await assertLinkToken(linkTokenOf(req)) }));
}
