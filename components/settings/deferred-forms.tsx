"use client";

import { deferred } from "@/components/ui/deferred";

// The Settings page's forms take typing and native checkboxes (React keeps what was ticked before
// hydration and replays it), so react-hook-form and its resolver stay out of the page's first load.
export const CarrierSettingsForm = deferred(() => import("./carrier-settings-form").then((m) => m.CarrierSettingsForm));
export const NotificationPreferencesForm = deferred(() =>
  import("./notification-preferences-form").then((m) => m.NotificationPreferencesForm),
);
