import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { preferencesOf } from "@/lib/notifications/preferences";

// GET /api/v1/get-notification-preferences — the caller's e-mail events ({ event, label, enabled }), any role.
export const GET = withAuth({}, async ({ actor }) => ok(await preferencesOf(await getDb(), actor)));
