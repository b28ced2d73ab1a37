import { z } from "zod";
import { NOTIFICATION_EVENT_IDS } from "@/lib/events/events";

/** The Settings form and PUT update-notification-preferences: the events the user wants mailed (the rest of their audience's are off). */
export const notificationPreferencesSchema = z.object({
  enabled: z
    .array(z.enum(NOTIFICATION_EVENT_IDS, { error: "enabled must be a list of notification events." }), {
      error: "enabled must be a list of notification events.",
    })
    .transform((events) => [...new Set(events)]),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;
