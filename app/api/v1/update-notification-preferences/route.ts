import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { PREFERENCES_SAVED } from "@/lib/notifications/messages";
import { updatePreferences } from "@/lib/notifications/preferences";
import { notificationPreferencesSchema } from "@/lib/notifications/schemas";

// PUT /api/v1/update-notification-preferences — { enabled: [events] }: those on, the caller's other events off.
export const PUT = withAuth({}, async ({ req, actor }) => {
  const input = await readBody(req, notificationPreferencesSchema);
  return ok(await updatePreferences(await getDb(), actor, input), { message: PREFERENCES_SAVED });
});
