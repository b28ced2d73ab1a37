import { trackingPage } from "@/lib/tracking/page-route";

// GET /track/:token — the receiver's tracking page, public: HTML without a script (lib/tracking/tracking-document.ts).
export const GET = trackingPage;
