import { revokeTrackingLinkHandler } from "@/lib/tracking/route-handlers";

// POST /api/v1/customer/revoke-tracking-link — jobId: ends the job's tracking link now.
export const POST = revokeTrackingLinkHandler("customer");
