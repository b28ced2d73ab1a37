import { createTrackingLinkHandler } from "@/lib/tracking/route-handlers";

// POST /api/v1/customer/create-tracking-link — jobId: the receiver's tracking link, { url }.
export const POST = createTrackingLinkHandler("customer");
