/**
 * The tracking-link calls of the customer and the admin, which differ only in audience: a
 * customer reaches his company's jobs, staff every job (lib/jobs/load-job.ts).
 */
import { getDb } from "@/db/client";
import { readJson, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES, type Role } from "@/lib/auth/roles";
import { createTrackingLink, TRACKING_CREATED, TRACKING_EXISTS } from "./create-tracking-link";
import { revokeTrackingLink, TRACKING_NONE, TRACKING_REVOKED } from "./revoke-tracking-link";

type Audience = "customer" | "staff";
const rolesOf = (audience: Audience): readonly Role[] => (audience === "customer" ? ["customer"] : STAFF_ROLES);

/** POST …/create-tracking-link — jobId: the job's tracking link (the live one when it has one). */
export function createTrackingLinkHandler(audience: Audience) {
  return withAuth({ roles: rolesOf(audience) }, async ({ req, actor }) => {
    const { url, isNew } = await createTrackingLink(await getDb(), actor, await readJson(req));
    return ok({ url }, { message: isNew ? TRACKING_CREATED : TRACKING_EXISTS });
  });
}

/** POST …/revoke-tracking-link — jobId: the live link ends now. */
export function revokeTrackingLinkHandler(audience: Audience) {
  return withAuth({ roles: rolesOf(audience) }, async ({ req, actor }) => {
    const { revoked } = await revokeTrackingLink(await getDb(), actor, await readJson(req));
    return ok({ revoked }, { message: revoked ? TRACKING_REVOKED : TRACKING_NONE });
  });
}
