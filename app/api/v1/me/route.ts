import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

// GET /api/v1/me — the verified caller (id, role, username, email, companyId).
export const GET = withAuth({}, async ({ actor }) => ok(actor));
